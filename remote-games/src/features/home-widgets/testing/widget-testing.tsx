import type { ReactElement } from 'react';
import { DEMO_ACCOUNTS, MERCHANT_CODE, type Platform } from '@mc/platform-sim';
import { login } from '@mc/shared-kernel';
import { currentLocation, locationState, renderAtPath } from '@mc/shared-kernel/testing';

/** Test helpers shared by the widgets' component tests (never imported by the widgets themselves). */

/** A widget on /m/home, with a probe that shows where a tap navigated to. */
export const renderOnHome = (widget: ReactElement) => renderAtPath('/m/home', widget);

export { currentLocation, locationState };

/** Signs the demo member in, as the login page would. */
export async function loginMember(): Promise<void> {
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, MERCHANT_CODE);
}

/** Adds a platform-sim fault (POST /__sim/faults). */
export async function addFault(platform: Platform, fault: Record<string, unknown>): Promise<void> {
  const response = await platform.fetch(
    new Request('http://sim/__sim/faults', { method: 'POST', body: JSON.stringify(fault) }),
  );
  if (!response.ok) throw new Error(`fault not accepted: ${response.status}`);
}

/** A platform answer with this value, as the platform would send it. */
export function okResponse(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, code: '0', message: null, value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

let reducedMotion = false;
const motionListeners = new Set<() => void>();

/**
 * jsdom has no IntersectionObserver, ResizeObserver or matchMedia, which embla and the motion hooks use;
 * these stand-ins never report anything, and `setReducedMotion` flips the media query.
 */
export function installCarouselDom(): void {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoopObserver, ResizeObserver: NoopObserver });
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: query.includes('prefers-reduced-motion: reduce') && reducedMotion,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => motionListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => motionListeners.delete(listener),
      addListener: (listener: () => void) => motionListeners.add(listener),
      removeListener: (listener: () => void) => motionListeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}

export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
  motionListeners.forEach((listener) => listener());
}

/** Puts the page in the background (or back) and tells the document, as a tab switch does. */
export function setPageHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}
