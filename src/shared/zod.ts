import { z } from 'zod';

/**
 * The app's one door to zod. zod 4 compiles its parsers with `new Function` unless
 * `jitless` is set, and a strict Content-Security-Policy (no `unsafe-eval`) forbids that;
 * importing zod from here (ESLint enforces it) guarantees the setting is applied first.
 */
z.config({ jitless: true });

export { z };
