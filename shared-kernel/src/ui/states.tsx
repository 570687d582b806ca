import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, toApiError } from '../api/api-error';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('kernel');
  return (
    <div className="mc-center" role="status" aria-live="polite">
      <span className="mc-spinner" aria-hidden />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

export function Skeleton({ height = 16, width = '100%', radius }: { height?: number | string; width?: number | string; radius?: number }) {
  // A block-level span: a placeholder may stand in for text inside a paragraph, where a div is invalid.
  return <span className="mc-skeleton" aria-hidden style={{ height, width, borderRadius: radius }} />;
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('kernel');
  return (
    <div className="mc-center" data-testid="empty-state">
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden>
        <rect x="10" y="14" width="36" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10 24h36" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p className="mc-state__title">{children ?? t('state.noData')}</p>
    </div>
  );
}

/** A failed block: what went wrong in words people understand, and a way to try again. */
export function ErrorState({ error, onRetry, compact }: { error: unknown; onRetry?: () => void; compact?: boolean }) {
  const { t } = useTranslation('kernel');
  const apiError = isApiError(error) ? error : toApiError(error);
  const text = apiError.kind === 'business' && !apiError.messageKey.startsWith('errors.code') && apiError.message
    ? apiError.message
    : t(apiError.messageKey);
  return (
    <div className="mc-center" role="alert" data-testid="error-state" style={compact ? { padding: 12 } : undefined}>
      <p className="mc-state__title">{text}</p>
      {onRetry ? (
        <button type="button" className="mc-btn" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Back in history, or home when this page was the first one opened (spec section 2 "generic back button"). */
export function BackButton({ to, label }: { to?: string; label?: string }) {
  const { t } = useTranslation('kernel');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="mc-back"
      aria-label={label ?? t('actions.back')}
      onClick={() => {
        if (to) navigate(to);
        else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
        else navigate('/m/home', { replace: true });
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
