export const STATEMENT_TITLE = 'Declaración de accesibilidad';
