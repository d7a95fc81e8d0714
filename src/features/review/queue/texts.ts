export const EMPTY_QUEUE = 'No hay intentos por revisar';
