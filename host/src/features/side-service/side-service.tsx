import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, Skeleton, bus, useCustomerService } from '@mc/shared-kernel';
import '../../i18n/chrome/namespace';
import { hasOffer, useDownloadOffer } from '../../entities/download-offer';
import { CHAT_GLYPH, DOWNLOAD_GLYPH, HEADSET_GLYPH, SHORTCUT_GLYPHS } from './service-glyphs';
import { useVerticalDrag } from './use-vertical-drag';
import './side-service.css';

/** Where live chat opens: the member remote's service screen, which asks the platform's chat launch and opens
 * it in a frame (the provider allows framing) or offers it in a new tab. The same source as `/m/service`. */
export const LIVE_CHAT_PATH = '/m/service?chat=1';

/**
 * The floating side-service widget of the home page: a button on the right edge,
 * draggable up and down between the header and the bottom menu, that opens the messenger shortcuts the
 * site configured, the app-download popup and live chat inside the site.
 */
export function SideService() {
  // Fixed-position: nothing in the page moves while its texts load, so no placeholder is needed.
  return (
    <Suspense fallback={null}>
      <Widget />
    </Suspense>
  );
}

function Widget() {
  const { t } = useTranslation('host-chrome');
  const service = useCustomerService();
  const download = useDownloadOffer();
  const [open, setOpen] = useState(false);
  const [opensDown, setOpensDown] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const drag = useVerticalDrag();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (e: globalThis.PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Links known to offer nothing to this device: no download entry. Still loading or failed: the popup says so.
  const showDownload = download.applies && !(download.offer && !hasOffer(download.offer));

  const onToggle = () => {
    if (drag.consumeDrag()) return;
    if (!open && toggle.current) {
      // Open towards the larger free space, so the list stays on screen wherever the button was dragged.
      setOpensDown(toggle.current.getBoundingClientRect().top < window.innerHeight / 2);
    }
    setOpen((o) => !o);
  };

  return (
    <div
      className="host-side"
      ref={root}
      style={drag.top === null ? undefined : { top: drag.top, bottom: 'auto' }}
      data-testid="side-service"
    >
      <button
        type="button"
        ref={toggle}
        className="host-side__toggle"
        aria-label={t('service.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        {...drag.handlers}
      >
        {HEADSET_GLYPH}
      </button>
      <div
        id={panelId}
        className={opensDown ? 'host-side__panel host-side__panel--down' : 'host-side__panel'}
        hidden={!open}
      >
        {open ? (
          <>
            {/* Live chat does not wait for the shortcuts: it has its own source. */}
            {service.isPending ? (
              <div className="host-side__loading" aria-busy="true">
                <Skeleton height={40} />
                <Skeleton height={40} />
              </div>
            ) : service.isError ? (
              <ErrorState error={service.error} onRetry={() => void service.refetch()} compact />
            ) : null}
            <ServiceList
              shortcuts={service.data?.shortcuts ?? []}
              onLiveChat={() => setOpen(false)}
              onDownload={
                showDownload
                  ? () => {
                      setOpen(false);
                      bus.emit('download:open');
                    }
                  : null
              }
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

function ServiceList({
  shortcuts,
  onLiveChat,
  onDownload,
}: {
  shortcuts: ReadonlyArray<{ type: keyof typeof SHORTCUT_GLYPHS; url: string }>;
  onLiveChat: () => void;
  onDownload: (() => void) | null;
}) {
  const { t } = useTranslation('host-chrome');
  const external = (url: string, glyph: ReactNode, label: string) => (
    <a className="host-side__item" href={url} target="_blank" rel="noopener noreferrer">
      {glyph}
      <span>{label}</span>
      <span className="mc-visually-hidden">({t('service.newWindow')})</span>
    </a>
  );
  return (
    <ul className="host-side__list" aria-label={t('service.list')}>
      {shortcuts.map((s) => (
        <li key={s.type}>{external(s.url, SHORTCUT_GLYPHS[s.type], t(`service.${s.type}`))}</li>
      ))}
      {onDownload ? (
        <li>
          <button type="button" className="host-side__item" aria-haspopup="dialog" onClick={onDownload}>
            {DOWNLOAD_GLYPH}
            <span>{t('service.download')}</span>
          </button>
        </li>
      ) : null}
      <li>
        <Link className="host-side__item" to={LIVE_CHAT_PATH} onClick={onLiveChat}>
          {CHAT_GLYPH}
          <span>{t('service.live')}</span>
        </Link>
      </li>
    </ul>
  );
}
