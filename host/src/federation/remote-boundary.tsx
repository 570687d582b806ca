import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  remote: string;
  /** Changing this resets the boundary (new route, or Retry). */
  resetKey: unknown;
  onRetry: () => void;
  children: ReactNode;
  compact?: boolean;
}

/**
 * Catches a remote that cannot be fetched or throws while rendering, and confines the damage to its
 * own region: header, bottom menu and the other remotes keep working.
 */
export class RemoteBoundary extends Component<Props, { error: unknown; key: unknown }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: unknown }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[remote ${this.props.remote}] failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} compact={this.props.compact} />;
    return this.props.children;
  }
}

export function RemoteFallback({ remote, onRetry, compact }: { remote: string; onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation('kernel');
  return (
    <div className="mc-center" role="alert" data-testid={`remote-fallback-${remote}`} style={compact ? { padding: 12 } : undefined}>
      <p className="mc-state__title">{t('remote.failed')}</p>
      {compact ? null : <p className="mc-state__hint">{t('remote.failedHint')}</p>}
      <button type="button" className="mc-btn mc-btn--primary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
