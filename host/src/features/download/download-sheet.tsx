import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MASK_CLICK_GUARD_MS } from '@mc/shared-kernel';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal sheet rising from the bottom edge, so its footer can sit on the home indicator;
 * the kernel Dialog is centred. Same manners: Escape, guarded mask tap, focus kept inside and given back.
 */
export function DownloadSheet({ title, onClose, children, footer }: { title: ReactNode; onClose: () => void; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('kernel');
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    openedAt.current = Date.now();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    sheet.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close.current();
        return;
      }
      if (e.key !== 'Tab' || !sheet.current) return;
      const items = [...sheet.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div
      className="host-sheet-mask"
      data-testid="download-mask"
      onClick={(e) => {
        if (e.target === e.currentTarget && Date.now() - openedAt.current >= MASK_CLICK_GUARD_MS) onClose();
      }}
    >
      <div className="host-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={sheet}>
        <div className="host-sheet__head">
          <h2 className="host-sheet__title" id={titleId}>{title}</h2>
          <button type="button" className="host-sheet__close" aria-label={t('actions.close')} onClick={onClose} data-autofocus>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden>
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="host-sheet__body">{children}</div>
        {footer}
      </div>
    </div>,
    document.body,
  );
}
