import { useEffect, useState, type ComponentType } from 'react';
import { bus, i18n, toApiError, toast } from '@mc/shared-kernel';
import { chunkLoader } from '../../scheduling/chunk-loader';

type Popup = ComponentType<{ onClose: () => void }>;

/**
 * The popup's code, a chunk of its own: every page can open it, few do, so no page's first script carries
 * it. Fetched once the page is idle, so a tap on Download opens the popup at once.
 */
const popup = chunkLoader<Popup>(
  () => import(/* webpackChunkName: "download" */ './download-popup').then((m) => m.DownloadPopup),
  {
    timeoutMs: 8000,
    fallbackMs: 4000,
  },
);

export const loadDownloadPopup = popup.load;
export const loadDownloadPopupWhenIdle = popup.loadWhenIdle;
export const forgetDownloadPopup = popup.forget;

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
