import { describe, expect, it } from 'vitest';
import { ROLE_HOME } from '@/features/auth';
import { appStartScript } from './startScript';

interface Added {
  tag: string;
  attributes: Record<string, string>;
}

interface Options {
  modules?: string;
  hidden?: boolean;
  /** Whether the browser reports paints (PerformanceObserver of `paint` entries). */
  paintTiming?: boolean;
  /** What localStorage holds under `signedInView`; `'no storage'`: reading it throws. */
  storedView?: string | null;
}

/**
 * Runs the script on a page at `pathname`. The page's clock is held: `frame()` runs the
 * animation frame and the 0 ms timers, `paint()` reports the first contentful paint,
 * `later(ms)` runs the timers of at most `ms`.
 */
function start(pathname: string, options: Options = {}) {
  const added: Added[] = [];
  const attributes: Record<string, string> = {};
  let frames: (() => void)[] = [];
  let timers: { callback: () => void; delay: number }[] = [];
  const observers: { report: (names: string[]) => void; connected: boolean }[] = [];
  const element = (tag: string) => {
    const entry: Added = { tag, attributes: {} };
    return {
      entry,
      setAttribute: (name: string, value: string) => (entry.attributes[name] = value),
    };
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly observer = { report: (_names: string[]) => {}, connected: false };
    constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
      this.observer.report = (names) =>
        callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
    }
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: 'paint', buffered: true });
      this.observer.connected = true;
      observers.push(this.observer);
    }
    disconnect() {
      this.observer.connected = false;
    }
  }
  const sandbox = {
    window: { PerformanceObserver: options.paintTiming ? PerformanceObserver : undefined },
    document: {
      visibilityState: options.hidden ? 'hidden' : 'visible',
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      },
      querySelector: (selector: string) =>
        selector === 'meta[name="app-modules"]' && options.modules !== undefined
          ? { getAttribute: (name: string) => (name === 'content' ? options.modules : null) }
          : null,
      // The body is not parsed yet (the drawings are put in by the script: indexPage.test.ts).
      getElementById: () => null,
      createElement: element,
      head: { appendChild: (node: ReturnType<typeof element>) => added.push(node.entry) },
    },
    location: { pathname },
    localStorage: {
      getItem: (key: string) => {
        if (options.storedView === 'no storage') throw new Error('SecurityError');
        return key === 'signedInView' ? (options.storedView ?? null) : null;
      },
    },
    MutationObserver: class {
      observe() {}
      disconnect() {}
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  };
  new Function(...Object.keys(sandbox), appStartScript(ROLE_HOME))(...Object.values(sandbox));
  const later = (ms: number) => {
    const due = timers.filter((timer) => timer.delay <= ms);
    timers = timers.filter((timer) => timer.delay > ms);
    due.forEach((timer) => timer.callback());
  };
  return {
    added,
    attributes,
    frame: () => {
      const due = frames;
      frames = [];
      due.forEach((callback) => callback());
      later(0);
    },
    paint: (names = ['first-paint', 'first-contentful-paint']) => {
      observers
        .filter((observer) => observer.connected)
        .forEach((observer) => observer.report(names));
    },
    later,
  };
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
      const page = start(pathname, { modules: MODULES, paintTiming: true });
      expect(page.added).toEqual(LOADED);
      expect(page.attributes).not.toHaveProperty('data-landing');
    }
  });

  it('on the landing, marks it and loads the modules once its first contentful paint is reported', () => {
    const page = start('/', { modules: MODULES, paintTiming: true });
    expect(page.attributes).toHaveProperty('data-landing', '');
    page.frame();
    page.paint(['first-paint']);
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual(LOADED);
    // Once only: the guard below finds them loaded.
    page.later(3000);
    expect(page.added).toEqual(LOADED);
  });

  it('where paints are not reported, after the first frame', () => {
    const page = start('/', { modules: MODULES });
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(LOADED);
  });

  it('when no paint is reported, after 3 s at most', () => {
    const page = start('/', { modules: MODULES, paintTiming: true });
    page.later(2999);
    expect(page.added).toEqual([]);
    page.later(3000);
    expect(page.added).toEqual(LOADED);
  });

  it('on the landing in a hidden tab (nothing is painted), at once', () => {
    expect(start('/', { modules: MODULES, hidden: true, paintTiming: true }).added).toEqual(LOADED);
  });

  it("on a view's home, for a user of that view signed in here, marks it and loads after its paint", () => {
    for (const [pathname, view] of Object.entries({
      '/app/feed': 'candidate',
      '/app/recruiter/dashboard': 'recruiter',
    })) {
      const page = start(pathname, { modules: MODULES, paintTiming: true, storedView: view });
      expect(page.attributes).toEqual({ 'data-home': view });
      page.frame();
      expect(page.added).toEqual([]);
      page.paint();
      expect(page.added).toEqual(LOADED);
    }
  });

  it('draws no home for another view, another path, nobody signed in here, or no storage', () => {
    for (const [pathname, storedView] of [
      ['/app/feed', 'recruiter'],
      ['/app/recruiter/dashboard', 'candidate'],
      ['/app/my-cvs', 'candidate'],
      ['/app/feed/', 'candidate'],
      ['/app/feed', null],
      ['/app/feed', '__proto__'],
      ['/app/feed', 'no storage'],
    ] as const) {
      const page = start(pathname, { modules: MODULES, paintTiming: true, storedView });
      expect(page.attributes, `${pathname} ${storedView}`).toEqual({});
      expect(page.added).toEqual(LOADED);
    }
  });

  it('on a drawn home in a hidden tab, loads at once', () => {
    const page = start('/app/feed', { modules: MODULES, hidden: true, storedView: 'candidate' });
    expect(page.attributes).toEqual({ 'data-home': 'candidate' });
    expect(page.added).toEqual(LOADED);
  });

  it('without the list (the dev server loads its own entry), loads nothing', () => {
    const page = start('/', { paintTiming: true });
    page.paint();
    page.later(3000);
    expect(page.added).toEqual([]);
    expect(page.attributes).toHaveProperty('data-landing', '');
  });
});
