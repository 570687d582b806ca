import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** A mask click this soon after opening is the tail of the tap that opened the dialog. */
export const MASK_CLICK_GUARD_MS = 300;

let openDialogs = 0;
/** Document scroll lock while any dialog is open. */
function lockScroll(): () => void {
  openDialogs += 1;
  document.documentElement.classList.add('mc-scroll-lock');
  document.body.style.overflow = 'hidden';
  return () => {
    openDialogs -= 1;
    if (openDialogs === 0) {
      document.documentElement.classList.remove('mc-scroll-lock');
      document.body.style.overflow = '';
    }
  };
}

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  /** Confirm button; absent for an information dialog. */
  onConfirm?: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  closeOnMask?: boolean;
}

export function Dialog({ open, title, children, onClose, onConfirm, confirmLabel, cancelLabel, closeOnMask = true }: DialogProps) {
  const { t } = useTranslation('kernel');
  const openedAt = useRef(0);
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    openedAt.current = Date.now();
    const unlock = lockScroll();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    confirmRef.current?.focus();
    return () => {
      unlock();
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div
      className="mc-mask"
      data-testid="dialog-mask"
      onClick={(e) => {
        if (e.target !== e.currentTarget || !closeOnMask) return;
        if (Date.now() - openedAt.current < MASK_CLICK_GUARD_MS) return;
        onClose();
      }}
    >
      <div className="mc-dialog" role="dialog" aria-modal="true" aria-labelledby={title ? titleId : undefined}>
        {title ? <h2 className="mc-dialog__title" id={titleId}>{title}</h2> : null}
        <div className="mc-dialog__body">{children}</div>
        <div className="mc-dialog__actions">
          <button type="button" className="mc-btn" onClick={onClose}>
            {cancelLabel ?? (onConfirm ? t('actions.cancel') : t('actions.close'))}
          </button>
          {onConfirm ? (
            <button type="button" className="mc-btn mc-btn--primary" ref={confirmRef} onClick={onConfirm}>
              {confirmLabel ?? t('actions.confirm')}
            </button>
          ) : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
