/**
 * The in-browser mock's page lifecycle (issue 28; docs/mock-lifecycle.md). MSW's worker
 * (`public/mockServiceWorker.js`) answers only the pages it holds as active clients, a set
 * it keeps in memory: `MOCK_ACTIVATE` adds a page, `CLIENT_CLOSED` removes it (and the
 * worker unregisters itself when no page is left), and the set is empty again whenever the
 * browser restarts the worker or a new worker takes over. A page it does not hold gets the
 * network's answer: in a static demo, the server's `index.html`. MSW's page side tells the
 * worker "closed" on every `beforeunload`, even one the user cancels or one that puts the
 * page in the back/forward cache, and pins itself to the worker it started with.
 *
 * This module keeps the page in the set through every lifecycle event:
 * - the worker is never told that a page closed (its only effects would be to forget a page
 *   that may come back and to drop the registration the next load needs);
 * - the page announces itself again (`MOCK_ACTIVATE`, idempotent) on a heartbeat, which also
 *   keeps the worker alive, and at once when it comes back: `pageshow` from the
 *   back/forward cache, the tab shown again;
 * - a new worker (an update, a new registration) is told about the page while it installs,
 *   before it takes the page over (`controllerchange`), and its messages are handed to
 *   MSW's page side as the started worker's;
 * - a registration that went away (cleared site data) is registered again;
 * - a load the worker does not control (Shift+Reload) reloads once, before the app starts,
 *   so that no call of the app goes to the network; the session is in storage and stays.
 *
 * The decisions are pure functions (unit-tested); the browser paths are proven by
 * e2e/mock-lifecycle.spec.ts against the demo build.
 */

/** What the worker script understands (MSW's protocol). */
const ACTIVATE = 'MOCK_ACTIVATE';
const CLIENT_CLOSED = 'CLIENT_CLOSED';

/** How often the page announces itself (MSW's own keep-alive period). */
export const HEARTBEAT_MS = 5_000;

/** Set in the tab's session storage before the one reload an uncontrolled load gets. */
export const RELOADED_FOR_CONTROL_KEY = 'mock:reloaded-for-control';

/** What a load does before the mock starts. */
export type StartAction =
  /** Start the mock: the worker controls the page, or none is registered (MSW registers one). */
  | 'start'
  /** Reload once: a worker is registered but does not control this load (Shift+Reload). */
  | 'reload'
  /** Already reloaded and still not controlled: register the worker anew, it claims the page. */
  | 'reinstall';

export function startAction(state: {
  controlled: boolean;
  registered: boolean;
  reloadedForControl: boolean;
}): StartAction {
  if (state.controlled || !state.registered) return 'start';
  return state.reloadedForControl ? 'reinstall' : 'reload';
}

/** What a running page does to be answered by the mock again. */
export type ReattachAction =
  /** Nothing can be done from here: no worker controls the page. */
  | 'none'
  /** Tell the controlling worker again that this page is active. */
  | 'announce'
  /** The registration is gone (the page still runs on its worker): register it again. */
  | 'register';

export function reattachAction(state: {
  controlled: boolean;
  registered: boolean;
}): ReattachAction {
  if (!state.controlled) return 'none';
  return state.registered ? 'announce' : 'register';
}

/**
 * Whether a message from a service worker is to be handed to MSW's page side as if it came
 * from the worker that side started with (MSW drops messages from any other worker): a
 * message from another copy of the mock's worker (a new version, a new registration) that
 * now answers this page.
 */
export function forwardFrom(state: {
  fromMockWorker: boolean;
  fromStartedWorker: boolean;
  started: boolean;
}): boolean {
  return state.started && state.fromMockWorker && !state.fromStartedWorker;
}

/** The browser side of MSW that the lifecycle needs (`setupWorker`'s start). */
export interface MockWorker {
  start(): Promise<ServiceWorkerRegistration | undefined>;
}

const isMockWorker = (worker: ServiceWorker | null | undefined, scriptUrl: string) =>
  worker?.scriptURL === scriptUrl;

async function mockRegistration(scriptUrl: string) {
  const registrations = await navigator.serviceWorker.getRegistrations();
  return registrations.find((registration) =>
    [registration.active, registration.waiting, registration.installing].some((worker) =>
      isMockWorker(worker, scriptUrl),
    ),
  );
}

const NO_CLIENT_CLOSED = Symbol.for('talentia.mock.noClientClosed');

/**
 * The worker is never told that a page closed: MSW's page side says it on every
 * `beforeunload` (also one the user cancels, or one that puts the page in the
 * back/forward cache) and on `stop()`. The worker then forgets a page that is still there
 * and, when it thinks no page is left, unregisters itself, so that the next load is not
 * controlled. Only that one message is dropped; every other message goes through.
 */
function neverSayClientClosed(): void {
  const proto = ServiceWorker.prototype as ServiceWorker & { [NO_CLIENT_CLOSED]?: true };
  if (proto[NO_CLIENT_CLOSED]) return;
  const post = proto.postMessage;
  Object.defineProperty(proto, 'postMessage', {
    configurable: true,
    writable: true,
    value: function postMessage(this: ServiceWorker, ...args: unknown[]) {
      if (args[0] === CLIENT_CLOSED) return;
      return Reflect.apply(post, this, args) as void;
    },
  });
  proto[NO_CLIENT_CLOSED] = true;
}

/** Never settles: the page is being reloaded, nothing after this should run. */
const reloading = () => new Promise<never>(() => {});

function readReloadedFlag(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_FOR_CONTROL_KEY) !== null;
  } catch {
    return false;
  }
}

function writeReloadedFlag(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(RELOADED_FOR_CONTROL_KEY, '1');
    else sessionStorage.removeItem(RELOADED_FOR_CONTROL_KEY);
  } catch {
    // Without session storage the guard cannot hold: the reinstall path is the fallback.
  }
}

/**
 * MSW's page side keeps to the worker it started with and drops messages from any other
 * (`WorkerChannel`): once a new worker answers this page (an update, a new registration),
 * its requests would wait forever. Such a message is handed on as if it came from the
 * started worker; MSW answers through the message's own port, so the answer reaches the
 * worker that asked. Installed before MSW's listener, so that it runs first.
 */
function forwardNewWorkersMessages(scriptUrl: string, startedWorker: () => ServiceWorker | null) {
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event) => {
    const started = startedWorker();
    const source = event.source instanceof ServiceWorker ? event.source : null;
    const forward = forwardFrom({
      started: started !== null,
      fromMockWorker: isMockWorker(source, scriptUrl),
      fromStartedWorker: source === started,
    });
    if (!forward || !started) return;
    event.stopImmediatePropagation();
    container.dispatchEvent(
      new MessageEvent('message', {
        data: event.data as unknown,
        ports: [...event.ports],
        source: started,
      }),
    );
  });
}

/**
 * Start the mock worker and keep this page answered by it through the page's lifecycle.
 * Resolves once the worker controls the page and has this page as an active client; never
 * resolves when the page is reloaded to be controlled; rejects when the page cannot be
 * controlled (the caller tells the user, rather than letting calls reach the network).
 */
export async function startWithLifecycle(worker: MockWorker, scriptUrl: string): Promise<void> {
  neverSayClientClosed();
  const container = navigator.serviceWorker;
  const action = startAction({
    controlled: container.controller !== null,
    registered: (await mockRegistration(scriptUrl)) !== undefined,
    reloadedForControl: readReloadedFlag(),
  });
  if (action === 'reload') {
    writeReloadedFlag(true);
    location.reload();
    return reloading();
  }
  writeReloadedFlag(false);
  if (action === 'reinstall') {
    await (await mockRegistration(scriptUrl))?.unregister();
  }

  /** The worker MSW's page side talks to (it keeps the one it started with). */
  let startedWorker: ServiceWorker | null = null;
  forwardNewWorkersMessages(scriptUrl, () => startedWorker);
  const registration = await worker.start();
  if (!container.controller) {
    throw new Error('The mock service worker does not control this page.');
  }
  startedWorker = registration?.active ?? container.controller;

  const announce = (to: ServiceWorker | null | undefined) => {
    if (isMockWorker(to, scriptUrl)) to?.postMessage(ACTIVATE);
  };
  /** A new version of the worker knows this page before it takes the page over. */
  const watch = (watched: ServiceWorkerRegistration | undefined) =>
    watched?.addEventListener('updatefound', () => {
      const next = watched.installing;
      announce(next);
      next?.addEventListener('statechange', () => announce(next));
    });
  watch(registration);

  let running = false;
  let again = false;
  const reattachOnce = async (): Promise<void> => {
    const controller = container.controller;
    const current = await mockRegistration(scriptUrl);
    const action = reattachAction({ controlled: controller !== null, registered: !!current });
    if (action === 'none') return;
    announce(controller);
    if (action === 'register') {
      // This page goes on with its worker; the new registration's worker is told about
      // this page, then takes it over (`controllerchange`).
      const renewed = await container.register(scriptUrl);
      announce(renewed.installing ?? renewed.waiting ?? renewed.active);
      watch(renewed);
    }
  };
  /** One reattachment at a time; an event during one runs another after it. */
  const reattach = async (): Promise<void> => {
    again = true;
    if (running) return;
    running = true;
    try {
      while (again) {
        again = false;
        await reattachOnce().catch((error: unknown) =>
          console.error('The mock worker could not be reattached', error),
        );
      }
    } finally {
      running = false;
    }
  };

  container.addEventListener('controllerchange', () => {
    announce(container.controller);
    void reattach();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void reattach();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void reattach();
  });
  window.setInterval(() => void reattach(), HEARTBEAT_MS);
}
