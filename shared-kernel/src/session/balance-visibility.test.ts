import { LocalKeys } from '../storage/storage-keys';
import { balanceVisibility } from './balance-visibility';
import { sessionStore } from './session-store';

const as = (userName: string) => ({ token: `t-${userName}`, merchantCode: 'MC01', userName, type: 0 });
const hidden = () => balanceVisibility.getState().hidden;

describe('balance visibility', () => {
  beforeEach(() => {
    sessionStore.getState().clear();
    localStorage.clear();
    balanceVisibility.setState({ hidden: false });
  });

  it("keeps the choice under the account's name, and shows the balance again for another account", () => {
    sessionStore.getState().login(as('demo01'));
    balanceVisibility.getState().toggle();
    expect(hidden()).toBe(true);
    expect(localStorage.getItem(LocalKeys.hideBalance)).toBe('demo01');

    // The session is lost (no sign-out) and someone else logs in on this browser.
    sessionStore.getState().clear({ keepDrafts: true });
    sessionStore.getState().login(as('demo02'));
    expect(hidden()).toBe(false);

    // The account that chose it finds it as it left it.
    sessionStore.getState().clear({ keepDrafts: true });
    sessionStore.getState().login(as('demo01'));
    expect(hidden()).toBe(true);
  });

  it('shows the balance again when the choice is undone', () => {
    sessionStore.getState().login(as('demo01'));
    balanceVisibility.getState().toggle();
    balanceVisibility.getState().toggle();
    expect(hidden()).toBe(false);
    expect(localStorage.getItem(LocalKeys.hideBalance)).toBeNull();
  });

  it('does not take a bare flag from an older version as anyone’s choice', () => {
    localStorage.setItem(LocalKeys.hideBalance, '1');
    sessionStore.getState().login(as('demo01'));
    expect(hidden()).toBe(false);
  });

  it('forgets the choice (sign-out)', () => {
    sessionStore.getState().login(as('demo01'));
    balanceVisibility.getState().toggle();
    balanceVisibility.getState().forget();
    expect(hidden()).toBe(false);
    expect(localStorage.getItem(LocalKeys.hideBalance)).toBeNull();
  });
});
