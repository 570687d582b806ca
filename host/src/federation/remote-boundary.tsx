import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTE_DEADLINE_MS } from './remote-attempts';
import { retryRemote } from './retry-remote';
import { layoutStore } from '../layout/layout-store';
import { reportRemoteError } from '../field/field-context';

interface Props {
  remote: string;
  /** Changing this resets the boundary (new route, or the remote's next attempt). */
  resetKey: unknown;
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
    // A failed load was reported where it failed (load-exposed.ts); anything else the remote threw, here.
    reportRemoteError(this.props.remote, error);
  }

  override render() {
    if (this.state.error) return <RemoteFallback remote={this.props.remote} compact={this.props.compact} />;
    return this.props.children;
  }
}

/** A region whose remote failed, or is late: says so, and Retry starts the remote's next attempt. */
export function RemoteFallback({
  remote,
  compact,
  late = false,
}: {
  remote: string;
  compact?: boolean;
  late?: boolean;
}) {
  const { t } = useTranslation('kernel');
  // A whole screen that failed: its page is not left without the header it was waiting for. (The router's
  // location is the window's; this runs before the screen's own effect marks the page pending, which then
  // leaves it be.)
  useEffect(() => {
    if (!compact) layoutStore.getState().settleWithoutRoute(globalThis.location.pathname);
  }, [compact]);
  return (
    <div
      className={compact ? 'host-remote-fallback' : 'mc-center'}
      role="alert"
      data-testid={`remote-fallback-${remote}`}
    >
      <p className="mc-state__title">{t(late ? 'remote.late' : 'remote.failed')}</p>
      {compact ? null : <p className="mc-state__hint">{t(late ? 'remote.lateHint' : 'remote.failedHint')}</p>}
      <button type="button" className="mc-btn mc-btn--primary" onClick={() => void retryRemote(remote)}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

/**
 * What a region shows while its remote loads: `children` (spinner, skeleton) until the deadline, then the
 * fallback with Retry. The load is not abandoned: when it arrives, Suspense puts the screen in its place.
 */
export function RemoteLoading({
  remote,
  compact,
  children,
}: {
  remote: string;
  compact?: boolean;
  children: ReactNode;
}) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), REMOTE_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, []);
  return late ? <RemoteFallback remote={remote} compact={compact} late /> : children;
}
