/** Product constants shown in the shell (product spec §1, §9). */
export const APP_NAME = 'Talentia';
export const APP_VERSION = '0.8.5';
