import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const items = (menu: HTMLElement | null) => (menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : []);

/**
 * The header's "More" button and its menu (WAI-ARIA menu button): opening moves focus to the first item
 * (ArrowUp on the button: the last); ArrowDown/ArrowUp go round the items, Home/End jump to the ends;
 * Escape closes and gives focus back to the button; Tab closes and moves on; choosing an item closes the
 * menu with focus on the button, so a dialog the item opens gives focus back there. The items are the
 * children: `role="menuitem"` elements with tabIndex -1 (the arrows move between them, not Tab).
 */
export function MoreMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Which item takes focus when the menu opens.
  const start = useRef<'first' | 'last'>('first');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const all = items(menu.current);
    (start.current === 'last' ? all[all.length - 1] : all[0])?.focus();
    // A tap anywhere else closes it. Touch and mouse, not pointer events: iOS 12 has none.
    const onOutside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
    };
  }, [open]);

  const show = (from: 'first' | 'last') => {
    start.current = from;
    if (!open) {
      setOpen(true);
      return;
    }
    const all = items(menu.current);
    (from === 'last' ? all[all.length - 1] : all[0])?.focus();
  };
  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const all = items(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const last = all.length - 1;
    const to: Record<string, number> = {
      ArrowDown: at >= last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    if (e.key in to) {
      e.preventDefault();
      all[to[e.key]!]?.focus();
    } else if (e.key === 'Escape' || e.key === 'Esc') {
      e.preventDefault();
      closeToButton();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="host-more" ref={root}>
      <button
        type="button"
        ref={button}
        id={buttonId}
        className="host-header__more"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        ⋮
      </button>
      {open ? (
        // Any item chosen closes the menu; its own action (navigate, refresh, a dialog) runs as well.
        <ul
          className="host-popup"
          role="menu"
          id={menuId}
          aria-labelledby={buttonId}
          ref={menu}
          onClick={closeToButton}
          onKeyDown={onMenuKey}
        >
          {children}
        </ul>
      ) : null}
    </div>
  );
}
