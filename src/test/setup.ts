import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The set-up of the component tests (jsdom). The mock API is opted into per file
// (`import '@/test/msw'`), so a component that makes no request does not load it.

// jsdom has no layout, hence no scrolling: React Router's ScrollRestoration calls
// window.scrollTo on every navigation, and jsdom answers "Not implemented" on the console.
window.scrollTo = () => {};

afterEach(() => cleanup());
