import { z } from 'zod';

/**
 * The mock's door to zod (it runs in the page of the demo build too, under the same CSP):
 * no JIT, so no `new Function`. See `src/shared/zod.ts`.
 */
z.config({ jitless: true });

export { z };
