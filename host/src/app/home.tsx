import { lazy } from 'react';
import { DownloadBar } from '../features/download/download-bar';
import { HomePage } from '../features/home/home-page';
import { RemoteWidget } from '../federation/remote-widget';

// Floating and shown only once the banner has settled, so its code need not arrive before the first render.
const SideService = lazy(() =>
  import('../features/side-service/side-service').then((m) => ({ default: m.SideService })),
);

/**
 * /m/home as the site shows it, the root of the page's chunk (load-home.ts): the home feature's page with the
 * app-download bar above its blocks, the remotes' widgets in their places and the side service floating over it.
 */
export function Home() {
  return <HomePage top={<DownloadBar />} floating={<SideService />} RemoteWidget={RemoteWidget} />;
}
