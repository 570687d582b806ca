import { BrowserRouter } from 'react-router';
import { AppProviders, type RemoteRegistry, type SiteMode } from '@mc/shared-kernel';
import { AppRoutes } from './app-routes';
import { SessionPrompts } from '../features/session/session-prompts';
import './app.css';

export function App({ registry, mode }: { registry: RemoteRegistry; mode: SiteMode }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes registry={registry} mode={mode} />
        <SessionPrompts />
      </BrowserRouter>
    </AppProviders>
  );
}
