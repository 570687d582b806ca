import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { createPlatform, DEMO_ACCOUNTS, MERCHANT_CODE, type Account, type Platform } from '@mc/platform-sim';
import { api, LocalKeys, login } from '@mc/shared-kernel';
import {
  currentLocation,
  renderAtPath,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  logout,
} from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import '../../i18n/security/namespace';
import BankCardsPage from './bank-cards-page';
import BindCardPage from './bind-card-page';
import { BIND_DRAFT_KEY } from './bind-card-draft';

/** The Zawgyi converter's chunk is a large module for jest to load on a busy machine. */
const SLOW = { timeout: 15_000 };

let platform: Platform;
let calls: { method: string; path: string }[];

const account = (username: string): Account => platform.state.accounts.get(username.toLowerCase())!;
const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length;

async function signIn(who: { username: string; password: string }) {
  await login({ username: who.username, password: who.password, type: 'username', loginFrom: 'MEMBER' }, MERCHANT_CODE);
}

let keyNo = 0;
const bindDirect = (bankCode: string, accountNo: string, payeeName?: string) =>
  api.post('/wps/security/bank-cards', {
    json: { bankCode, accountNo, ...(payeeName ? { payeeName } : {}) },
    idempotencyKey: `test-bind-${String(++keyNo).padStart(12, '0')}`,
    schema: v.unknown(),
  });

const renderBind = (route = '/m/bankCards/add') => renderAtPath('/m/bankCards/add', <BindCardPage />, route);
const bankSelect = () => screen.getByLabelText(/^Bank/, { selector: 'select' });
const accountInput = () => screen.getByLabelText(/^Account number/, { selector: 'input' });
const payeeInput = () => screen.getByLabelText(/^Payee name/, { selector: 'input' });
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  useInProcessPlatform({
    fetch: (request) => {
      calls.push({ method: request.method, path: new URL(request.url).pathname });
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
  localStorage.clear();
});

describe('binding a card (demo02: no card, no payee name)', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.emptyMember);
  });

  it('checks bank, digits per bank, payee name (hostile, too long, whitespace) before sending anything', async () => {
    renderBind();
    await screen.findByRole('option', { name: 'KBZ Bank' });
    const submit = screen.getByRole('button', { name: 'Bind card' });
    await userEvent.click(submit);
    expect(errorOf(bankSelect())).toHaveTextContent('Choose a bank');
    expect(errorOf(accountInput())).toHaveTextContent('Enter the account number');
    expect(errorOf(payeeInput())).toHaveTextContent('Enter the payee name');

    await userEvent.selectOptions(bankSelect(), 'KBZ');
    expect(accountInput()).toHaveAttribute('placeholder', '17 digits');
    await userEvent.type(accountInput(), '1234');
    await userEvent.click(submit);
    expect(errorOf(accountInput())).toHaveTextContent('KBZ Bank account numbers have 17 digits');
    await userEvent.clear(accountInput());
    await userEvent.type(accountInput(), '1234-5678');
    await userEvent.click(submit);
    expect(errorOf(accountInput())).toHaveTextContent('Digits only');

    await userEvent.selectOptions(bankSelect(), 'YOMA');
    await userEvent.clear(accountInput());
    await userEvent.type(accountInput(), '123456789012345');
    await userEvent.click(submit);
    expect(errorOf(accountInput())).toHaveTextContent('Yoma Bank account numbers have 12–14 digits');

    for (const [typed, message] of [
      ['   ', 'Enter the payee name'],
      ['<img src=x onerror=alert(1)>', "Letters, digits, spaces and . ' - _ only"],
      ['A'.repeat(51), 'At most 50 characters'],
    ] as const) {
      await userEvent.clear(payeeInput());
      if (typed.trim() === '') await userEvent.type(payeeInput(), typed);
      else fireEvent.change(payeeInput(), { target: { value: typed } });
      await userEvent.click(submit);
      expect(errorOf(payeeInput())).toHaveTextContent(message);
    }
    expect(callsTo('POST', '/wps/security/bank-cards')).toBe(0);
    expect(document.body.querySelector('img')).toBeNull();
  });

  it('binds with spaces in the number and around the name, once for a double tap, then goes back to returnTo', async () => {
    renderBind('/m/bankCards/add?returnTo=/m/withdraw');
    await screen.findByRole('option', { name: 'KBZ Bank' });
    await userEvent.selectOptions(bankSelect(), 'KBZ');
    await userEvent.type(accountInput(), '9993 0106 5123 9999 1');
    await userEvent.type(payeeInput(), '  Mya Mya  ');
    // The bank and the name are kept if the page goes away; the account number is not.
    expect(JSON.parse(sessionStorage.getItem(BIND_DRAFT_KEY)!)).toEqual({
      user: 'demo02',
      bankCode: 'KBZ',
      payeeName: '  Mya Mya  ',
    });
    const submit = screen.getByRole('button', { name: 'Bind card' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(currentLocation()).toBe('/m/withdraw'));
    expect(callsTo('POST', '/wps/security/bank-cards')).toBe(1);
    const cards = account('demo02').cashier.cards;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ bankCode: 'KBZ', accountNo: '99930106512399991' });
    expect(account('demo02').cashier.payeeName).toBe('Mya Mya');
    expect(sessionStorage.getItem(BIND_DRAFT_KEY)).toBeNull();
  });

  // "Daw Aung San Suu Kyi" as a Zawgyi keyboard types it, and in Unicode (from the myanmar-tools package's test article).
  const ZAWGYI_NAME = 'ေဒၚေအာင္ဆန္းစုၾကည္';
  const UNICODE_NAME = 'ဒေါ်အောင်ဆန်းစုကြည်';

  it('binds a payee name typed in Zawgyi in Unicode, also when the button is pressed without leaving the field', async () => {
    renderBind();
    await screen.findByRole('option', { name: 'KBZ Bank' });
    await userEvent.selectOptions(bankSelect(), 'KBZ');
    await userEvent.type(accountInput(), '99930106512377771');
    // Pasted and sent at once: no blur comes first.
    fireEvent.change(payeeInput(), { target: { value: `  ${ZAWGYI_NAME} ` } });
    const submit = screen.getByRole('button', { name: 'Bind card' });
    // The first Burmese of this file: the converter is fetched first, and a second tap meanwhile sends nothing more.
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(payeeInput()).toHaveValue(`  ${UNICODE_NAME} `), SLOW);
    await waitFor(() => expect(currentLocation()).toBe('/m/bankCards'));
    expect(account('demo02').cashier.payeeName).toBe(UNICODE_NAME);
    expect(callsTo('POST', '/wps/security/bank-cards')).toBe(1);
  });

  it('shows a payee name typed in Zawgyi in Unicode once the field is left (what will be bound)', async () => {
    renderBind();
    await screen.findByRole('option', { name: 'KBZ Bank' });
    await userEvent.selectOptions(bankSelect(), 'KBZ');
    await userEvent.type(accountInput(), '99930106512388881');
    await userEvent.type(payeeInput(), ZAWGYI_NAME);
    await userEvent.tab();
    await waitFor(() => expect(payeeInput()).toHaveValue(UNICODE_NAME), SLOW);
    expect(errorOf(payeeInput())).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Bind card' }));
    await waitFor(() => expect(currentLocation()).toBe('/m/bankCards'));
    expect(account('demo02').cashier.payeeName).toBe(UNICODE_NAME);
  });

  it('a returnTo off the site is ignored: back to the card list', async () => {
    renderBind('/m/bankCards/add?returnTo=https://evil.example/m/withdraw');
    await screen.findByRole('option', { name: 'CB Bank' });
    await userEvent.selectOptions(bankSelect(), 'CB');
    await userEvent.type(accountInput(), '1234567812345678');
    await userEvent.type(payeeInput(), 'Mya Mya');
    await userEvent.click(screen.getByRole('button', { name: 'Bind card' }));
    await waitFor(() => expect(currentLocation()).toBe('/m/bankCards'));
  });

  it('an account already bound elsewhere is said under the number', async () => {
    renderBind();
    await screen.findByRole('option', { name: 'KBZ Bank' });
    await userEvent.selectOptions(bankSelect(), 'KBZ');
    // demo01's seeded card.
    await userEvent.type(accountInput(), '99930106512345601');
    await userEvent.type(payeeInput(), 'Mya Mya');
    await userEvent.click(screen.getByRole('button', { name: 'Bind card' }));
    await waitFor(() => expect(errorOf(accountInput())).toHaveTextContent('This account is already bound'));
    expect(account('demo02').cashier.cards).toHaveLength(0);
  });

  it('caches the bank list under LocalKeys.bankList, reads it from there, and the sign-out clears it', async () => {
    const { unmount } = renderBind();
    await screen.findByRole('option', { name: 'KBZ Bank' });
    const cached = JSON.parse(localStorage.getItem(LocalKeys.bankList)!) as { banks: { code: string }[] };
    expect(cached.banks.map((b) => b.code)).toEqual(
      expect.arrayContaining(['KBZ', 'AYA', 'CB', 'YOMA', 'KBZPAY', 'WAVEPAY']),
    );
    unmount();
    const before = callsTo('GET', '/wps/withdraw/banks');
    const again = renderBind();
    await screen.findByRole('option', { name: 'KBZ Bank' });
    expect(callsTo('GET', '/wps/withdraw/banks')).toBe(before);
    again.unmount();
    await logout();
    expect(localStorage.getItem(LocalKeys.bankList)).toBeNull();
  });
});

describe('demo01 (one KBZ card, payee name bound, payment password 246810)', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.member);
  });

  it('lists the card masked with its payee; the bound payee name is shown read-only when binding', async () => {
    renderAtPath('/m/bankCards', <BankCardsPage />);
    const list = await screen.findByRole('list', { name: 'Your bank cards' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('KBZ Bank');
    expect(item).toHaveTextContent('Aung Ko Ko');
    expect(item).not.toHaveTextContent('99930106512345601');
    expect(item).toHaveTextContent('5601');
    expect(screen.getByTestId('card-count')).toHaveTextContent('1 of 3');
    expect(screen.getByRole('link', { name: 'Bind a bank card' })).toHaveAttribute('href', '/m/bankCards/add');
  });

  it('binding another card sends no payee name: the bound one is shown read-only', async () => {
    renderBind();
    await screen.findByRole('option', { name: 'CB Bank' });
    const payee = screen.getByLabelText(/^Payee name \(bound\)/, { selector: 'input' });
    expect(payee).toHaveValue('Aung Ko Ko');
    expect(payee).toHaveAttribute('readonly');
    await userEvent.selectOptions(bankSelect(), 'CB');
    await userEvent.type(accountInput(), '1111222233334444');
    await userEvent.click(screen.getByRole('button', { name: 'Bind card' }));
    await waitFor(() => expect(account('demo01').cashier.cards).toHaveLength(2));
    expect(account('demo01').cashier.cards[1]).toMatchObject({ bankCode: 'CB', payeeName: 'Aung Ko Ko' });
  });

  it('at the limit of 3 cards there is no bind button, and why', async () => {
    await bindDirect('CB', '1111222233334444');
    await bindDirect('AYA', '1111222233334444');
    renderAtPath('/m/bankCards', <BankCardsPage />);
    expect(await screen.findByTestId('card-limit')).toHaveTextContent('You have bound 3 cards, the most allowed');
    expect(screen.queryByRole('link', { name: 'Bind a bank card' })).toBeNull();
  });

  it('at the limit the bind page says so instead of a form', async () => {
    await bindDirect('CB', '1111222233334444');
    await bindDirect('AYA', '1111222233334444');
    renderBind();
    expect(await screen.findByTestId('card-limit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bind card' })).toBeNull();
  });

  it('unbinds with the payment password: a wrong one says the attempts left and clears the field; the right one unbinds', async () => {
    renderAtPath('/m/bankCards', <BankCardsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unbind KBZ Bank card ending 5601' }));
    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByLabelText(/^Payment password/, { selector: 'input' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unbind card' }));
    expect(errorOf(password)).toHaveTextContent('Enter the 6-digit payment password');
    await userEvent.type(password, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unbind card' }));
    await waitFor(() => expect(errorOf(password)).toHaveTextContent('4 attempts left'));
    expect(password).toHaveValue('');
    expect(account('demo01').cashier.cards).toHaveLength(1);
    await userEvent.type(password, '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unbind card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(account('demo01').cashier.cards).toHaveLength(0);
    expect(await screen.findByText('No bank card bound yet')).toBeInTheDocument();
  });
});
