import { describe, expect, it } from 'vitest';
import { appStartScript } from './startScript';

interface Added {
  tag: string;
  attributes: Record<string, string>;
}

/** Runs the script on a page at `pathname`, with the clock's callbacks held until `tick()`. */
function start(pathname: string, options: { modules?: string; hidden?: boolean } = {}) {
  const added: Added[] = [];
  const attributes: Record<string, string> = {};
  const pending: (() => void)[] = [];
  const element = (tag: string) => {
    const entry: Added = { tag, attributes: {} };
    return {
      entry,
      setAttribute: (name: string, value: string) => (entry.attributes[name] = value),
    };
  };
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    querySelector: (selector: string) =>
      selector === 'meta[name="app-modules"]' && options.modules !== undefined
        ? { getAttribute: (name: string) => (name === 'content' ? options.modules : null) }
        : null,
    createElement: element,
    head: { appendChild: (node: ReturnType<typeof element>) => added.push(node.entry) },
  };
  const sandbox = {
    document,
    location: { pathname },
    requestAnimationFrame: (callback: () => void) => pending.push(callback),
    setTimeout: (callback: () => void) => pending.push(callback),
  };
  new Function(...Object.keys(sandbox), appStartScript)(...Object.values(sandbox));
  const tick = () => pending.splice(0).forEach((callback) => callback());
  return { added, attributes, tick };
}

const MODULES = '/assets/index-a.js /assets/rolldown-runtime-b.js /assets/vendor-c.js';
const LOADED: Added[] = [
  {
    tag: 'link',
    attributes: { rel: 'modulepreload', crossorigin: '', href: '/assets/rolldown-runtime-b.js' },
  },
  {
    tag: 'link',
    attributes: { rel: 'modulepreload', crossorigin: '', href: '/assets/vendor-c.js' },
  },
  { tag: 'script', attributes: { type: 'module', crossorigin: '', src: '/assets/index-a.js' } },
];

describe('the app start script', () => {
  it('on any path but the landing, loads the modules at once', () => {
    for (const pathname of ['/jobs', '/app/feed', '/login', '//']) {
      const page = start(pathname, { modules: MODULES });
      expect(page.added).toEqual(LOADED);
      expect(page.attributes).not.toHaveProperty('data-landing');
    }
  });

  it('on the landing, marks it and loads the modules after the frame that paints it', () => {
    const page = start('/', { modules: MODULES });
    expect(page.attributes).toHaveProperty('data-landing', '');
    expect(page.added).toEqual([]);
    page.tick(); // the animation frame: the drawing is about to be painted
    expect(page.added).toEqual([]);
    page.tick(); // the task after that frame
    expect(page.added).toEqual(LOADED);
  });

  it('on the landing in a hidden tab (no frames), loads them at once', () => {
    expect(start('/', { modules: MODULES, hidden: true }).added).toEqual(LOADED);
  });

  it('without the list (the dev server loads its own entry), loads nothing', () => {
    const page = start('/');
    page.tick();
    page.tick();
    expect(page.added).toEqual([]);
    expect(page.attributes).toHaveProperty('data-landing', '');
  });
});
