import { screen } from '@testing-library/react';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { renderWithProviders, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { MaintenancePage } from './maintenance-page';

let platform: Platform;
const admin = (path: string, body: unknown) =>
  platform.fetch(new Request(`http://platform.test${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }));

describe('MaintenancePage', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    platform = createPlatform();
    useInProcessPlatform(platform);
  });

  it('mode 1 shows the platform maintenance message', async () => {
    await admin('/__sim/mode', { maintenance: true, maintenanceMessage: 'Back at 14:00' });
    renderWithProviders(<MaintenancePage mode={1} />);
    expect(await screen.findByRole('heading', { name: 'The platform is under maintenance' })).toBeInTheDocument();
    expect(await screen.findByText('Back at 14:00')).toBeInTheDocument();
  });

  it('mode 2 shows access denied with the IP the platform saw', async () => {
    await admin('/__sim/mode', { regionRestriction: true });
    renderWithProviders(<MaintenancePage mode={2} />);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(await screen.findByTestId('client-ip')).toHaveTextContent('127.0.0.1');
  });
});
