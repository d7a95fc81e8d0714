/** Said when the attempt was decided meanwhile (by someone else, or in another tab). */
export const ALREADY_DECIDED = 'Este intento ya fue evaluado';
export const QUEUE_PATH = '/app/recruiter/candidates';
