import { useEffect, useRef, type RefObject } from 'react';
import { useNavigationType } from 'react-router';
import { isModalOpen } from '@mc/shared-kernel';
import { REMOTE_DEADLINE_MS } from '../federation/remote-attempts';

/**
 * How long a new page's heading may take to appear (a remote's route metadata brings the header's title,
 * its screen a heading of its own) before focus goes to the main landmark instead.
 */
export const HEADING_WAIT_MS = 1000;

/** Presses and keys: navigations before the first one are the visit's own start (redirects), not the visitor's. */
const INPUT_EVENTS = ['keydown', 'mousedown', 'touchstart', 'pointerdown', 'click'] as const;

function useVisitorActed(): { readonly current: boolean } {
  const acted = useRef(false);
  useEffect(() => {
    const onInput = () => {
      acted.current = true;
      for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, true);
    };
    for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, true);
    };
  }, []);
  return acted;
}

/**
 * After each navigation inside the app, focus moves to the new page's heading (its first h1: the header's
 * title, or the screen's own top bar), or to the main landmark when none comes within HEADING_WAIT_MS, so a
 * screen reader says where the visitor now is and Tab starts from the page, not from a control that went
 * with the old one. Not on the page the visit starts on, nor for the redirects of its start; never from
 * under an open dialog; and not once the visitor (or the screen itself) has put focus somewhere else.
 */
export function usePageFocus(shell: RefObject<HTMLElement | null>, pathname: string): void {
  const navigationType = useNavigationType();
  const acted = useVisitorActed();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const root = shell.current;
    // A back or forward is always the visitor's; other navigations before any input are the start's.
    if (!root || (!acted.current && navigationType !== 'POP')) return undefined;
    return focusPage(root);
  }, [pathname, navigationType, shell, acted]);
}

/** Watches `root` for the new page's heading and focuses it (or the landmark); returns the stop. */
function focusPage(root: HTMLElement): () => void {
  // What had focus when the page changed: the control pressed, if it stayed (header, bottom menu), else none;
  // or something of the new page (<main> is new with each path), which the screen chose itself.
  const before = document.activeElement;
  if (before && root.querySelector('main')?.contains(before)) return () => undefined;
  let placed: Element | null = null;
  const focusIsFree = () => {
    const active = document.activeElement;
    return !active || active === document.body || active === before || active === placed || !active.isConnected;
  };
  const focus = (target: HTMLElement) => {
    // Focusable by script only: never a Tab stop.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    placed = target;
  };

  /** Focuses the heading once it is there; true when there is nothing more to do (done, or not ours to do). */
  const settled = (): boolean => {
    if (isModalOpen() || !focusIsFree()) return true;
    const heading = root.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    focus(heading);
    return true;
  };
  if (settled()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (settled()) stop();
  });
  observer.observe(root, { childList: true, subtree: true });
  const fallback = setTimeout(() => {
    const main = root.querySelector<HTMLElement>('main');
    if (main && !isModalOpen() && focusIsFree()) focus(main);
  }, HEADING_WAIT_MS);
  // A slow remote's heading may still take over from the landmark, until the remote's own deadline.
  const end = setTimeout(() => stop(), REMOTE_DEADLINE_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(fallback);
    clearTimeout(end);
  };
  return stop;
}
