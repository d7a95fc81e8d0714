/** Where the mock identity provider keeps its state (session, codes, mailbox). */
export const STORAGE_KEY = 'mock-identity:v1';
