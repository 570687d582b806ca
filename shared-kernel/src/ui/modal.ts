import { useEffect, useLayoutEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

/**
 * A press on the mask must begin at least this long after the mask appeared to close it: a tap begun on the
 * page just before a dialog opened (its tail lands on the mask) is not a decision to dismiss it unread.
 */
export const MASK_CLICK_GUARD_MS = 400;

/** What may take focus by Tab inside a dialog (narrowed by `tabbables`). */
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function hiddenWithin(element: HTMLElement, root: HTMLElement): boolean {
  // No layout in jsdom, so no getClientRects(): the attributes and computed styles that hide say it.
  for (let node: HTMLElement | null = element; node; node = node === root ? null : node.parentElement) {
    if (node.hidden || node.hasAttribute('inert')) return true;
    if (getComputedStyle(node).display === 'none') return true;
  }
  return getComputedStyle(element).visibility === 'hidden';
}

/**
 * The elements of `root` that Tab stops at, in document order: enabled, shown, tabIndex ≥ 0, and one radio
 * per group (the checked one, else the first), as the browser does.
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(':disabled') &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      !hiddenWithin(el, root),
  );
  const radioStop = new Map<string, HTMLInputElement>();
  for (const el of found) {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) continue;
    const chosen = radioStop.get(el.name);
    if (!chosen || (el.checked && !chosen.checked)) radioStop.set(el.name, el);
  }
  return found.filter(
    (el) => !(el instanceof HTMLInputElement && el.type === 'radio' && el.name) || radioStop.get(el.name) === el,
  );
}

/** Where focus starts by default: a control marked `data-autofocus`, else the first Tab stop, else nothing. */
export function firstControl(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(root)[0] ?? null;
}

// ---- The page behind: inert and hidden while any dialog is open ----------------------------------------

interface Hidden {
  count: number;
  ariaHidden: string | null;
  inert: boolean;
}
/** Elements hidden by open dialogs, with how many dialogs hide each and what to put back. */
const hiddenElements = new Map<Element, Hidden>();
const NEVER_HIDDEN = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT']);

/** Live regions (the toasts) keep speaking while a dialog is open: a dialog's own actions report there. */
const isLiveRegion = (el: Element) =>
  el.hasAttribute('aria-live') || ['status', 'alert', 'log'].includes(el.getAttribute('role') ?? '');

/**
 * Makes everything beside the path from `panel` up to <body> inert (where the browser knows `inert`) and
 * aria-hidden (everywhere, for screen readers on browsers without `inert`, e.g. iOS 12, Chrome 70).
 * Counted per element, so stacked dialogs can close in any order. Returns the undo.
 */
function hideOutside(panel: HTMLElement): () => void {
  const hidden: Element[] = [];
  for (let node: Element = panel; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || NEVER_HIDDEN.has(sibling.tagName) || isLiveRegion(sibling)) continue;
      const entry = hiddenElements.get(sibling);
      if (entry) entry.count += 1;
      else {
        hiddenElements.set(sibling, {
          count: 1,
          ariaHidden: sibling.getAttribute('aria-hidden'),
          inert: sibling.hasAttribute('inert'),
        });
        sibling.setAttribute('aria-hidden', 'true');
        sibling.setAttribute('inert', '');
      }
      hidden.push(sibling);
    }
  }
  return () => {
    for (const el of hidden) {
      const entry = hiddenElements.get(el);
      if (!entry) continue;
      entry.count -= 1;
      if (entry.count > 0) continue;
      hiddenElements.delete(el);
      if (entry.ariaHidden === null) el.removeAttribute('aria-hidden');
      else el.setAttribute('aria-hidden', entry.ariaHidden);
      if (!entry.inert) el.removeAttribute('inert');
    }
  };
}

let scrollLocks = 0;
/** The document does not scroll under an open dialog (a phone would scroll the page behind the mask). */
function lockScroll(): () => void {
  scrollLocks += 1;
  if (scrollLocks === 1) {
    document.documentElement.classList.add('mc-scroll-lock');
    document.body.style.overflow = 'hidden';
  }
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      document.documentElement.classList.remove('mc-scroll-lock');
      document.body.style.overflow = '';
    }
  };
}

/** Open dialogs, the newest last: only it answers Tab and Escape. */
const stack: HTMLElement[] = [];
const isTop = (panel: HTMLElement) => stack[stack.length - 1] === panel;

/** Whether a dialog is open: a new page's heading does not take focus from under one (the host's layout). */
export const isModalOpen = (): boolean => stack.length > 0;

export interface ModalOptions {
  /** Whether the dialog is open (its panel rendered). */
  open?: boolean;
  /** Escape asks the dialog to close; the dialog decides. */
  onClose: () => void;
  /** Where focus starts; by default `firstControl`, and the panel itself when that finds none. */
  initialFocus?: (panel: HTMLElement) => HTMLElement | null;
}

/**
 * Makes the element in `panel` a modal dialog, on every browser the site supports (no `<dialog>`,
 * `showModal()` or `inert` needed): focus moves in when it opens, Tab and Shift+Tab stay inside, Escape
 * calls `onClose`, the rest of the page is inert and hidden from screen readers, the document does not
 * scroll, and when it closes focus goes back to the element that had it when the dialog opened.
 */
export function useModal(
  panel: RefObject<HTMLElement | null>,
  { open = true, onClose, initialFocus }: ModalOptions,
): void {
  // The latest callbacks, without reopening the dialog (and moving focus) each time a parent renders.
  const latest = useRef({ onClose, initialFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocus };
  });

  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    const showPage = hideOutside(root);
    const unlock = lockScroll();
    stack.push(root);

    const focusInside = () => {
      const target = tabbables(root)[0] ?? root;
      // A panel with nothing to press takes focus itself (tabindex -1: by script, never by Tab).
      if (target === root && !root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
      target.focus();
    };
    const start = latest.current.initialFocus?.(root) ?? firstControl(root);
    if (start) start.focus();
    else focusInside();

    const onKey = (e: KeyboardEvent) => {
      if (!isTop(root) || e.defaultPrevented) return;
      if (e.key === 'Escape' || e.key === 'Esc') {
        e.preventDefault();
        latest.current.onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      // Only at the edges (or from outside) does the dialog move focus itself; between them the browser does.
      const stops = tabbables(root);
      const active = document.activeElement;
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) {
        e.preventDefault();
        focusInside();
      } else if (!(active instanceof HTMLElement) || !root.contains(active) || active === root) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      } else if (e.shiftKey && active === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    };
    // Whatever else moves focus out (a script, a browser without `inert`), it comes back in.
    const onFocusIn = (e: FocusEvent) => {
      if (!isTop(root) || !(e.target instanceof Node) || root.contains(e.target)) return;
      focusInside();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      const wasTop = isTop(root);
      stack.splice(stack.indexOf(root), 1);
      // The page first, so the opener is focusable again (an inert element cannot take focus).
      showPage();
      unlock();
      // Back to the opener, unless the dialog's action sent focus somewhere on purpose, or a dialog above
      // this one still holds it.
      const active = document.activeElement;
      const focusLeftWithDialog = !active || active === document.body || root.contains(active) || !active.isConnected;
      if (wasTop && focusLeftWithDialog && opener?.isConnected) opener.focus();
    };
  }, [open, panel]);
}

export interface MaskHandlers {
  onPointerDown: (e: SyntheticEvent) => void;
  onTouchStart: (e: SyntheticEvent) => void;
  onMouseDown: (e: SyntheticEvent) => void;
  onClick: (e: SyntheticEvent) => void;
}

/**
 * The mask's handlers: a tap on the mask itself closes the dialog, but only a press that began on the mask
 * (not on the page before the mask appeared, whose tail a phone delivers to the mask) and at least
 * MASK_CLICK_GUARD_MS after it appeared. Touch and mouse presses count as well as pointer ones: iOS 12 has
 * no pointer events.
 */
export function useMaskDismiss(
  onClose: () => void,
  { open = true, enabled = true }: { open?: boolean; enabled?: boolean } = {},
): MaskHandlers {
  const openedAt = useRef(0);
  const pressedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!open) return;
    openedAt.current = Date.now();
    pressedAt.current = null;
  }, [open]);

  const press = (e: SyntheticEvent, fresh: boolean) => {
    if (e.target !== e.currentTarget) pressedAt.current = null;
    // A touch's compatibility mousedown is the same press as its touchstart: keep when it began.
    else if (fresh || pressedAt.current === null) pressedAt.current = Date.now();
  };
  return {
    onPointerDown: (e) => press(e, true),
    onTouchStart: (e) => press(e, true),
    onMouseDown: (e) => press(e, false),
    onClick: (e) => {
      if (e.target !== e.currentTarget) return;
      const began = pressedAt.current;
      pressedAt.current = null;
      if (!enabled || began === null || began - openedAt.current < MASK_CLICK_GUARD_MS) return;
      onClose();
    },
  };
}
