/*
 * The site's service worker (served as /sw.js). A second visit starts from the cache (the host's hashed
 * files), and the installed app opens without a network to the host's own "you are offline" screen: the
 * last page is served, the app starts and finds the platform unreachable. Rules in cache-rules.ts.
 */
import { ruleFor, shellOf, SHELL_KEY } from './cache-rules';

/** The slice of the worker's global scope used here (the DOM library's types describe a page, not a worker). */
interface WorkerScope {
  location: Location;
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { url: string } | null;
}

const worker = self as unknown as WorkerScope;
// A new host release is a new cache; the previous one is dropped when this worker takes over.
const CACHE = `mc-host-${__APP_VERSION__}`;

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('mc-host-') && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

/** Keeps a page that came from the network as the offline shell (shellOf). */
async function keepShell(response: Response): Promise<void> {
  const html = shellOf(await response.text());
  // The body is stored decoded: it no longer has the encoding or length the network's headers say.
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  const cache = await caches.open(CACHE);
  await cache.put(SHELL_KEY, new Response(html, { status: response.status, headers }));
}

async function fromNetworkThenShell(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) void keepShell(response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const shell = await caches.open(CACHE).then((cache) => cache.match(SHELL_KEY));
    if (shell) return shell;
    throw error;
  }
}

async function fromCacheThenNetwork(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const rule = ruleFor(event.request, worker.location.origin);
  if (rule === 'page') event.respondWith(fromNetworkThenShell(event.request));
  else if (rule === 'static') event.respondWith(fromCacheThenNetwork(event.request));
});

// The first visit ran before this worker: the page names what it loaded, and its own address for the shell.
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'mc:warm' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url): url is string =>
      typeof url === 'string' && ruleFor({ method: 'GET', mode: 'no-cors', url }, worker.location.origin) === 'static',
  );
  const page = event.source?.url;
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await Promise.all(
        urls.map((url) => cache.match(url).then((hit) => (hit ? undefined : cache.add(url).catch(() => undefined)))),
      );
      if (page && new URL(page).origin === worker.location.origin) {
        const response = await fetch(page, { credentials: 'same-origin' }).catch(() => null);
        if (response?.ok) await keepShell(response);
      }
    }),
  );
});
