import { useEffect, useState, type ComponentType } from 'react';
import { bus, i18n, toApiError, toast } from '@mc/shared-kernel';
import { whenIdle } from '../../app/when-idle';

type Popup = ComponentType<{ onClose: () => void }>;

let pending: Promise<Popup> | undefined;

/**
 * The popup's code, a chunk of its own: every page can open it, few do, so no page's first script carries it.
 * One load at a time; a failure is forgotten, so the next request tries again.
 */
export function loadDownloadPopup(): Promise<Popup> {
  if (!pending) {
    const load = import(/* webpackChunkName: "download" */ './download-popup').then((m) => m.DownloadPopup);
    load.catch(() => {
      pending = undefined;
    });
    pending = load;
  }
  return pending;
}

/** Fetched once the page is idle, so a tap on Download opens the popup at once. */
export function loadDownloadPopupWhenIdle(): void {
  whenIdle(() => void loadDownloadPopup().catch(() => undefined), { timeoutMs: 8000, fallbackMs: 4000 });
}

/**
 * The one owner of the popup: the download bar, the side widget and remotes (the member centre's header) ask
 * for it through the bus. If its code cannot arrive, a toast says why and nothing opens.
 */
export function DownloadHost() {
  const [Popup, setPopup] = useState<Popup | null>(null);
  useEffect(
    () =>
      bus.on('download:open', () => {
        loadDownloadPopup().then(
          (loaded) => setPopup(() => loaded),
          (error: unknown) => toast.error(i18n.t(toApiError(error).messageKey, { ns: 'kernel' })),
        );
      }),
    [],
  );
  return Popup ? <Popup onClose={() => setPopup(null)} /> : null;
}

/** Tests start with the popup not loaded. */
export function forgetDownloadPopup(): void {
  pending = undefined;
}
