import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@mc/shared-kernel';
import type { BootFailureKind } from './boot';
import '../i18n/boot/namespace';
import './boot-failure.css';

/** The kernel's message for each kind (its catalogue is bundled, so it is there even offline). */
const MESSAGE_KEY: Record<BootFailureKind, string> = {
  offline: 'kernel:errors.network',
  timeout: 'kernel:errors.timeout',
  maintenance: 'kernel:errors.maintenance',
  server: 'kernel:errors.server',
};

/**
 * The platform's settings (or the host's own files) could not be read: nothing can be decided yet, so say
 * what went wrong and offer a retry; offline, coming back online retries by itself. Each failed attempt
 * mounts a new one of these (bootstrap gives it a new key), so the retrying state starts clear.
 */
export function BootFailure({ kind, onRetry }: { kind: BootFailureKind; onRetry: () => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <BootFailureText kind={kind} onRetry={onRetry} />
      </Suspense>
    </I18nextProvider>
  );
}

function BootFailureText({ kind, onRetry }: { kind: BootFailureKind; onRetry: () => void }) {
  const { t } = useTranslation(['host-boot', 'kernel']);
  const [retrying, setRetrying] = useState(false);
  const started = useRef(false);
  const retry = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setRetrying(true);
    onRetry();
  }, [onRetry]);

  useEffect(() => {
    if (kind !== 'offline') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [kind, retry]);

  return (
    <main className="mc-center host-boot-failure" data-testid="boot-failure" data-kind={kind}>
      <h1 className="host-boot-failure__title">{t('title')}</h1>
      <p className="host-boot-failure__message" role="alert">
        {t(MESSAGE_KEY[kind])}
      </p>
      {kind === 'offline' ? <p>{t('offlineHint')}</p> : null}
      {/* aria-disabled, not disabled: the button keeps keyboard focus while the retry runs. */}
      <button
        type="button"
        className="mc-btn mc-btn--primary host-boot-failure__retry"
        aria-disabled={retrying}
        onClick={retry}
      >
        {t('kernel:actions.retry')}
      </button>
      <p className="host-boot-failure__status" role="status">
        {retrying ? t('retrying') : ''}
      </p>
    </main>
  );
}
