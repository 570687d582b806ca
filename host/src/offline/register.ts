import { staticUrls } from './cache-rules';
import { whenIdle } from '../scheduling/when-idle';

/**
 * Installs the service worker once the page has shown its first content and the browser is idle, and tells
 * it what this first visit loaded so the next one (or an offline start) has it.
 */
export function registerServiceWorker(nav: Navigator = navigator, win: Window = window): void {
  if (!('serviceWorker' in nav) || !win.isSecureContext) return;
  const start = () => {
    nav.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => nav.serviceWorker.ready)
      .then((registration) => {
        const urls = staticUrls(win.performance.getEntriesByType('resource'), win.location.origin);
        registration.active?.postMessage({ type: 'mc:warm', urls });
      })
      .catch((error: unknown) => console.warn('[offline] service worker not installed', error));
  };
  whenIdle(start, { timeoutMs: 5000, fallbackMs: 3000 }, win);
}
