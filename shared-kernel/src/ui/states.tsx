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

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

interface StateLook {
  /** Tight padding and a smaller picture, for a block inside a widget, a panel or a banner. */
  compact?: boolean;
  /** Words, picture and button on one row with a smaller title and button, for a bar or a ticker. */
  inline?: boolean;
  /**
   * The caller's own class, added after the kernel's: the block's place in the caller's layout (flex,
   * size, spacing). The caller styles only that class, never the kernel's classes inside the block.
   */
  className?: string;
}

/** A grey placeholder; `className` is the caller's own class for its place in the layout, as for the states. */
export function Skeleton({
  height = 16,
  width = '100%',
  radius,
  className,
}: {
  height?: number | string;
  width?: number | string;
  radius?: number;
  className?: string;
}) {
  // A block-level span: a placeholder may stand in for text inside a paragraph, where a div is invalid.
  return (
    <span className={classes('mc-skeleton', className)} aria-hidden style={{ height, width, borderRadius: radius }} />
  );
}

export function EmptyState({ children, compact, inline, className }: { children?: ReactNode } & StateLook) {
  const { t } = useTranslation('kernel');
  return (
    <div
      className={classes('mc-center', compact && 'mc-center--compact', inline && 'mc-center--inline', className)}
      data-testid="empty-state"
    >
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden>
        <rect x="10" y="14" width="36" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10 24h36" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p className="mc-state__title">{children ?? t('state.noData')}</p>
    </div>
  );
}

/** A failed block: what went wrong in words people understand, and a way to try again. */
export function ErrorState({
  error,
  onRetry,
  compact,
  inline,
  className,
}: { error: unknown; onRetry?: () => void } & StateLook) {
  const { t } = useTranslation('kernel');
  const apiError = isApiError(error) ? error : toApiError(error);
  const text =
    apiError.kind === 'business' && !apiError.messageKey.startsWith('errors.code') && apiError.message
      ? apiError.message
      : t(apiError.messageKey);
  return (
    <div
      className={classes('mc-center', compact && 'mc-center--compact', inline && 'mc-center--inline', className)}
      role="alert"
      data-testid="error-state"
    >
      <p className="mc-state__title">{text}</p>
      {onRetry ? (
        <button type="button" className="mc-btn" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Back in history, or home when no page of the site comes before this one in the tab's history; to `to`
 * instead when given (`replace`: in place of this page).
 */
export function BackButton({ to, label, replace = false }: { to?: string; label?: string; replace?: boolean }) {
  const { t } = useTranslation('kernel');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="mc-back"
      aria-label={label ?? t('actions.back')}
      onClick={() => {
        if (to) navigate(to, { replace });
        else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
        else navigate('/m/home', { replace: true });
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
