import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage } from '@mc/shared-kernel';
import { renderAtPath, setupI18n } from '@mc/shared-kernel/testing';
import { SessionPrompts } from './session-prompts';

describe('session prompts', () => {
  beforeEach(() => setupI18n('EN'));

  it("tells a trial user a feature needs a real account, in the spec's words, with a way to log in", async () => {
    renderAtPath('/m/gameList', <SessionPrompts />, '/m/gameList?gameType=RNG');
    act(() => bus.emit('auth:required', { reason: 'real-account' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('session-prompt')).toHaveTextContent('Please login an actual account to use this function');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('says it in Burmese too', async () => {
    await changeLanguage('MY');
    renderAtPath('/m/gameList', <SessionPrompts />, '/m/gameList?gameType=RNG');
    act(() => bus.emit('auth:required', { reason: 'real-account' }));
    expect(screen.getByTestId('session-prompt')).toHaveTextContent('ဤလုပ်ဆောင်ချက်ကို အသုံးပြုရန် အကောင့်အစစ်ဖြင့် ဝင်ရောက်ပါ');
  });
});
