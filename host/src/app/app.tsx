import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import {
  AppProviders,
  bus,
  queryClient,
  settingsQuery,
  siteMode,
  type RemoteRegistry,
  type SiteMode,
} from '@mc/shared-kernel';
import { AppRoutes } from './app-routes';
import { SessionPrompts } from '../features/session/session-prompts';
import { InviteHost } from '../features/invite/invite-panel';
import { DownloadHost, loadDownloadPopupWhenIdle } from '../features/download/download-host';
import { registerServiceWorker } from '../offline/register';
import { loadHomePageWhenIdle } from './load-home';
import { startFieldReports } from '../field/field-context';
import './app.css';

export const FIRST_RENDER_MARK = 'mc:first-render';

export function App({ registry, mode: bootMode }: { registry: RemoteRegistry; mode: SiteMode }) {
  const [mode, setMode] = useSiteMode(bootMode);
  // The benchmark counts the JavaScript that arrived before this moment (tooling/bench/measure-js.ts).
  useEffect(() => {
    performance.mark(FIRST_RENDER_MARK);
    registerServiceWorker();
    // On home boot has loaded it already, and this asks for nothing more.
    loadHomePageWhenIdle();
    loadDownloadPopupWhenIdle();
    // Field reports about the remotes' releases; the reporter itself comes once the page is idle.
    startFieldReports();
  }, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes registry={registry} mode={mode} onModeChange={setMode} />
        <SessionPrompts />
        <InviteHost />
        <DownloadHost />
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * The mode read at boot, re-read when any call meets maintenance mid-session; the maintenance page sets
 * it back when its re-check finds the site open.
 */
function useSiteMode(initial: SiteMode): [SiteMode, (mode: SiteMode) => void] {
  const [mode, setMode] = useState(initial);
  useEffect(
    () =>
      bus.on('system:maintenance', () => {
        queryClient
          .fetchQuery({ ...settingsQuery, staleTime: 0 })
          .then((settings) => setMode(siteMode(settings)))
          .catch(() => setMode(1));
      }),
    [],
  );
  return [mode, setMode];
}
