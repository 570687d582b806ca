import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { clampOffset } from './service-links';

/** Movement that turns a press into a drag (below 30 px, the move after which the platform's touch handling no longer counts a press as a tap). */
export const DRAG_THRESHOLD_PX = 8;
const GAP_PX = 8;

function cssPx(name: string, fallback: number): number {
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name));
  return Number.isFinite(value) ? value : fallback;
}

/**
 * Room between the header and the bottom menu for an element of this height. The layout's own bars are
 * measured when present (the menu's height includes the home-indicator inset CSS cannot tell JS about).
 */
function bounds(height: number): { min: number; max: number } {
  const header = document.querySelector('.host-header')?.getBoundingClientRect().bottom;
  const menu = document.querySelector('.host-menu')?.getBoundingClientRect().top;
  return {
    min: (header || cssPx('--mc-header-h', 48)) + GAP_PX,
    max: (menu || window.innerHeight - cssPx('--mc-menu-h', 58)) - height - GAP_PX,
  };
}

/**
 * Lets a floating button be dragged up and down the screen edge with touch, pen or mouse. `top` is null
 * until the first drag (the CSS position applies). A press that became a drag swallows the click after it.
 */
export function useVerticalDrag() {
  const [top, setTop] = useState<number | null>(null);
  const press = useRef<{ y: number; top: number; height: number; dragging: boolean } | null>(null);
  const swallowClick = useRef(false);

  useEffect(() => {
    const onResize = () =>
      setTop((current) => (current === null ? null : clampOffset(current, bounds(press.current?.height ?? 48))));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = useCallback((e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    const rect = e.currentTarget.getBoundingClientRect();
    swallowClick.current = false;
    press.current = { y: e.clientY, top: rect.top, height: rect.height, dragging: false };
  }, []);

  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    const p = press.current;
    if (!p) return;
    const dy = e.clientY - p.y;
    if (!p.dragging && Math.abs(dy) < DRAG_THRESHOLD_PX) return;
    if (!p.dragging) {
      p.dragging = true;
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    setTop(clampOffset(p.top + dy, bounds(p.height)));
  }, []);

  const onPointerEnd = useCallback(() => {
    swallowClick.current = press.current?.dragging === true;
    press.current = null;
  }, []);

  /** True (once) when the click that follows is the end of a drag. */
  const consumeDrag = useCallback(() => {
    const dragged = swallowClick.current;
    swallowClick.current = false;
    return dragged;
  }, []);

  return {
    top,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
    consumeDrag,
  };
}
