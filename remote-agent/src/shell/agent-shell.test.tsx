import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mc/shared-kernel';
import { currentLocation, renderAtPath, resetSession, setupI18n, pageTitleStore } from '@mc/shared-kernel/testing';
import '../i18n/namespace';
import { AgentShell } from './agent-shell';

const signInAs = (type: number) =>
  sessionStore.getState().login({ token: 't', merchantCode: 'MC01', userName: 'someone', type });

function renderShell(props: Partial<Parameters<typeof AgentShell>[0]> = {}) {
  renderAtPath(
    '/m/agent/team/overview',
    <AgentShell title="Team overview" back="/m/agent" {...props}>
      <p>page body</p>
    </AgentShell>,
  );
}

describe('AgentShell', () => {
  beforeEach(async () => {
    await setupI18n('EN');
    resetSession();
  });

  it.each([0, 4, 40])('sends a member of type %i home', (type) => {
    signInAs(type);
    renderShell();
    expect(currentLocation()).toBe('/m/home');
    expect(screen.queryByText('page body')).toBeNull();
  });

  it('sends a guest home', () => {
    renderShell();
    expect(currentLocation()).toBe('/m/home');
  });

  it.each([1, 2, 41, 42])('shows an agent of type %i the page with its title, back target and footer', async (type) => {
    signInAs(type);
    renderShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toBeInTheDocument();
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Agent shortcuts' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation()).toBe('/m/agent');
  });

  it("gives the host the page's title for the document, and takes it back when the page goes", async () => {
    signInAs(1);
    const view = renderAtPath('/m/agent/team/overview', <AgentShell title="Team overview">body</AgentShell>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toHaveAttribute('tabindex', '-1');
    expect(pageTitleStore.getState().title).toBe('Team overview');
    view.unmount();
    expect(pageTitleStore.getState().title).toBeNull();
  });

  it('leaves the footer out when the page asks', async () => {
    signInAs(1);
    renderShell({ footer: false });
    await screen.findByText('page body');
    expect(screen.queryByRole('navigation', { name: 'Agent shortcuts' })).toBeNull();
  });
});
