import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The set-up of the component tests (jsdom). The mock API is opted into per file
// (`import '@/test/msw'`), so a component that makes no request does not load it.

// Wait on conditions, not on the clock: a loaded 2-core machine can take seconds to render
// a lazy route, and `findBy`/`waitFor` give up only after this long (RTL's default is 1 s).
// One bound for every file: no test sets a shorter one.
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no layout, hence no scrolling: React Router's ScrollRestoration calls
// window.scrollTo on every navigation, and jsdom answers "Not implemented" on the console.
window.scrollTo = () => {};
