import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { tabbables, useMaskDismiss, useModal } from './modal';

export interface DialogProps {
  open: boolean;
  /** The heading; it names the dialog. */
  title?: ReactNode;
  /** The dialog's name when it shows no title. Without either, its message (the body) names it. */
  label?: string;
  children?: ReactNode;
  onClose: () => void;
  /** Confirm button; absent for an information dialog. */
  onConfirm?: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  closeOnMask?: boolean;
}

/**
 * Where focus starts: a field to fill in the body (the filter drawer, a transfer form), else the
 * confirm button (a question's answer, as before), else the body's first control (the news list, a link),
 * else Close. A read-only field is text to copy, not a field to fill.
 */
function startingPoint(panel: HTMLElement): HTMLElement | null {
  const body = panel.querySelector<HTMLElement>('.mc-dialog__body');
  const inBody = body ? tabbables(body) : [];
  const marked = panel.querySelector<HTMLElement>('[data-autofocus]');
  const field = inBody.find((el) => el.matches('input:not([readonly]), select, textarea'));
  const confirm = panel.querySelector<HTMLElement>('.mc-dialog__confirm');
  const close = panel.querySelector<HTMLElement>('.mc-dialog__cancel');
  return marked ?? field ?? confirm ?? inBody[0] ?? close;
}

export function Dialog({
  open,
  title,
  label,
  children,
  onClose,
  onConfirm,
  confirmLabel,
  cancelLabel,
  closeOnMask = true,
}: DialogProps) {
  const { t } = useTranslation('kernel');
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, { open, onClose, initialFocus: startingPoint });
  const mask = useMaskDismiss(onClose, { open, enabled: closeOnMask });

  if (!open) return null;
  const named = title
    ? { 'aria-labelledby': titleId }
    : label
      ? { 'aria-label': label }
      : { 'aria-labelledby': bodyId };
  return createPortal(
    <div className="mc-mask" data-testid="dialog-mask" {...mask}>
      <div className="mc-dialog" role="dialog" aria-modal="true" {...named} ref={panel}>
        {title ? (
          <h2 className="mc-dialog__title" id={titleId}>
            {title}
          </h2>
        ) : null}
        <div className="mc-dialog__body" id={bodyId}>
          {children}
        </div>
        <div className="mc-dialog__actions">
          <button type="button" className="mc-btn mc-dialog__cancel" onClick={onClose}>
            {cancelLabel ?? (onConfirm ? t('actions.cancel') : t('actions.close'))}
          </button>
          {onConfirm ? (
            <button type="button" className="mc-btn mc-btn--primary mc-dialog__confirm" onClick={onConfirm}>
              {confirmLabel ?? t('actions.confirm')}
            </button>
          ) : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
