import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useMaskDismiss, useModal } from '@mc/shared-kernel';

/**
 * A modal sheet rising from the bottom edge, so its footer can sit on the home indicator; the kernel
 * Dialog is centred. The same kernel manners (useModal): focus on Close, kept inside and given back,
 * the page behind inert, Escape, a guarded mask tap.
 */
export function DownloadSheet({
  title,
  onClose,
  children,
  footer,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('kernel');
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  useModal(sheet, { onClose });
  const mask = useMaskDismiss(onClose);

  return createPortal(
    <div className="host-sheet-mask" data-testid="download-mask" {...mask}>
      <div className="host-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={sheet}>
        <div className="host-sheet__head">
          <h2 className="host-sheet__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="host-sheet__close"
            aria-label={t('actions.close')}
            onClick={onClose}
            data-autofocus
          >
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
