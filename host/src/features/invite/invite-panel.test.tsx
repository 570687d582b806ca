import { act, screen } from '@testing-library/react';
import { createPlatform, DEMO_ACCOUNTS } from '@mc/platform-sim';
import { bus, login } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { InviteHost } from './invite-panel';

describe('InviteHost', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    useInProcessPlatform(createPlatform());
    resetSession();
  });

  it('opens the referral panel with the member registration link when asked through the bus', async () => {
    await login({ ...DEMO_ACCOUNTS.member, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
    renderWithProviders(<InviteHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('invite:open'));
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
    const link = await screen.findByRole('textbox', { name: 'Your invitation link' });
    expect(link).toHaveValue('http://localhost/m/register?affiliateCode=100001');
  });
});
