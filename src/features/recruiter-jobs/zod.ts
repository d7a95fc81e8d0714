import { z } from 'zod';

// zod 4 compiles parsers with `new Function` unless told not to; a strict CSP forbids it.
z.config({ jitless: true });

export { z };
