import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig, toCents } from '@mc/shared-kernel';
import { currentLocation, renderAtPath } from '@mc/shared-kernel/testing';
import DepositPage from './deposit-page';
import { browser } from './api/browser';
import { DRAFT_KEY } from './hooks/use-session-draft';
import { startDepositSim, type DepositSim } from './testing/deposit-sim';

let sim: DepositSim;
let assign: jest.SpyInstance;
let depositsBefore: number;

const open = (route = '/m/voucherCenter') => renderAtPath('/m/voucherCenter', <DepositPage />, route);
const amountField = () => screen.getByRole('textbox', { name: /^Amount \(kyat\)/ });
const submitButton = () => screen.getByRole('button', { name: /^(Deposit|Continue to payment)$/ });
const fieldError = () => document.getElementById(amountField().getAttribute('aria-describedby')!)!;
const summary = (testId: string) => screen.getByTestId(testId).textContent;
const newDeposits = () => sim.account().deposits.slice(depositsBefore);
const channelName = (element: HTMLElement) =>
  element.querySelector('.csh-dep-card__name, .csh-dep-row__name')!.textContent;
const creates = () => sim.sent('POST', '/wps/deposit/orders');

async function start(depFunc: string | null = '1') {
  sim = await startDepositSim({ depFunc });
  depositsBefore = sim.account().deposits.length;
}

/** The clock moved past the time "not found" is final, when a test needs it. */
let laterClock: jest.SpyInstance | null = null;

beforeEach(() => {
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  setRuntimeConfig({});
  laterClock?.mockRestore();
  laterClock = null;
});

describe('the new layout (dep_func "1")', () => {
  beforeEach(() => start('1'));

  it('shows the kinds as tabs, the channels of one kind as cards, and the form on the same screen', async () => {
    open();
    const tabs = await screen.findByRole('tablist', { name: 'Ways to pay' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bank transfer', 'E-wallet', 'Online payment', 'USDT']);
    expect(within(tabs).getByRole('tab', { name: 'Bank transfer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: /^Bank Transfer/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('form', { name: 'Deposit with Bank Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Bank Transfer/ })).toHaveTextContent(
      '10,000.00 – 5,000,000.00 · No fee',
    );
  });

  it('switches kind and channel, keeping the choice in the URL', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: 'E-wallet' }));
    const cards = screen.getByRole('radiogroup', { name: 'E-wallet channels' });
    expect(within(cards).getAllByRole('radio').map(channelName)).toEqual(['KBZPay', 'WavePay', 'AYA Pay', 'CB Pay']);
    expect(within(cards).getByRole('radio', { name: /^KBZPay/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(cards).getByRole('radio', { name: /^KBZPay/ })).toHaveTextContent('Whole kyat only');
    expect(currentLocation()).toBe('/m/voucherCenter?channel=KBZPAY');
    await user.click(within(cards).getByRole('radio', { name: /^WavePay/ }));
    expect(screen.getByRole('form', { name: 'Deposit with WavePay' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/m/voucherCenter?channel=WAVEPAY');
  });

  it('opens on the channel in the URL', async () => {
    open('/m/voucherCenter?channel=USDT');
    expect(await screen.findByRole('form', { name: 'Deposit with USDT (TRC20)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'USDT' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the classic layout (dep_func other than "1")', () => {
  it.each([['0'], [null]])(
    'dep_func %j: a list of channels by kind, then the form of the one chosen',
    async (depFunc) => {
      await start(depFunc);
      const user = userEvent.setup();
      open();
      expect(await screen.findByText('Choose how you want to pay')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Bank transfer',
        'E-wallet',
        'Online payment',
        'USDT',
      ]);
      expect(
        within(screen.getByRole('region', { name: 'E-wallet' }))
          .getAllByRole('button')
          .map(channelName),
      ).toEqual(['KBZPay', 'WavePay', 'AYA Pay', 'CB Pay']);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /^OnePay/ }));
      expect(screen.getByRole('form', { name: 'Deposit with OnePay' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/m/voucherCenter?channel=ONEPAY');
      await user.click(screen.getByRole('button', { name: 'Change' }));
      expect(screen.getByText('Choose how you want to pay')).toBeInTheDocument();
      expect(currentLocation()).toBe('/m/voucherCenter');
    },
  );
});

describe.each([
  ['new', '1'],
  ['classic', '0'],
])('one form and one set of rules (%s layout)', (_layout, depFunc) => {
  beforeEach(() => start(depFunc));

  it('refuses decimals on a whole-kyat channel with the error under the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=KBZPAY');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '5000.50');
    await user.click(submitButton());
    expect(fieldError()).toHaveTextContent('Whole kyat only, no decimals');
    expect(amountField()).toHaveValue('5000.50');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toHaveLength(0);
  });

  it('checks the amount against the channel: required, digits, two decimals, minimum, maximum', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=BANK');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(fieldError()).toHaveTextContent('Please enter the amount');
    expect(amountField()).toHaveFocus();
    for (const [typed, message] of [
      ['12abc', 'Enter an amount in digits'],
      ['10000.123', 'At most two decimal places'],
      ['9999.99', 'At least 10,000.00'],
      ['5000000.01', 'At most 5,000,000.00'],
    ]) {
      await user.clear(amountField());
      await user.type(amountField(), typed!);
      await user.tab();
      expect([typed, fieldError().textContent]).toEqual([typed, expect.stringContaining(message!)]);
      expect(amountField()).toHaveValue(typed);
    }
    await user.clear(amountField());
    await user.type(amountField(), '10000.5');
    expect(fieldError()).toHaveTextContent('');
    expect(creates()).toHaveLength(0);
  });
});

describe('amount, fee and what is credited', () => {
  beforeEach(() => start('1'));

  it('fills the field from a quick amount and shows the sums', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=BANK');
    const chips = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10,000', '30,000', '50,000', '100,000', '300,000', '500,000']);
    await user.click(within(chips).getByRole('button', { name: '30,000' }));
    expect(amountField()).toHaveValue('30000');
    expect(within(chips).getByRole('button', { name: '30,000' })).toHaveAttribute('aria-pressed', 'true');
    expect(summary('summary-fee')).toBe('0.00');
    expect(summary('summary-pay')).toBe('30,000.00');
    expect(summary('summary-credited')).toBe('30,000.00');
  });

  it('adds the gateway fee to what is paid, not to what is credited', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=ONEPAY');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '20000.01');
    expect(screen.getByText('Fee (1.5%)')).toBeInTheDocument();
    expect(summary('summary-fee')).toBe('300.01'); // 300.00015 rounded up
    expect(summary('summary-pay')).toBe('20,300.02');
    expect(summary('summary-credited')).toBe('20,000.01');
  });

  it('shows the USDT to send at the channel rate', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=USDT');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '448000');
    expect(screen.getByText('You send in USDT (1 USDT = 4,480.00 kyat)')).toBeInTheDocument();
    expect(summary('summary-usdt')).toBe('100.00 USDT');
  });

  it('shows nothing made up while the amount is not valid', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=BANK');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '5');
    expect(summary('summary-credited')).toBe('—');
  });
});

describe('promotions', () => {
  beforeEach(() => start('1'));

  it('shows the bonus and the turnover of the chosen promotion before submitting', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=BANK');
    const promos = await screen.findByRole('group', { name: 'Promotion (optional)' });
    expect(within(promos).getByRole('radio', { name: 'No promotion' })).toBeChecked();
    await user.click(within(promos).getByRole('radio', { name: /^Welcome bonus 20%/ }));
    expect(screen.getByTestId('promo-figures')).toHaveTextContent('Enter an amount to see your bonus.');
    await user.type(amountField(), '12345.67');
    // 12345.67 × 20 % = 2469.134 → 2469.13; × 5 = 12345.65
    expect(screen.getByTestId('promo-figures')).toHaveTextContent(
      'Bonus 2,469.13 · turnover to play before withdrawing 12,345.65',
    );
    expect(summary('summary-bonus')).toBe('2,469.13');
    expect(summary('summary-credited')).toBe('14,814.80');

    await user.clear(amountField());
    await user.type(amountField(), '300000');
    expect(screen.getByTestId('promo-figures')).toHaveTextContent(
      'Bonus 50,000.00 · turnover to play before withdrawing 250,000.00',
    ); // capped
  });

  it('says when the minimum deposit of the promotion is not met, and does not submit', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=BANK');
    await user.click(await screen.findByRole('radio', { name: /^Daily reload 5%/ }));
    await user.type(amountField(), '20000');
    expect(screen.getByRole('alert')).toHaveTextContent('This promotion needs a deposit of at least 30,000.00.');
    expect(summary('summary-credited')).toBe('20,000.00');
    await user.click(submitButton());
    expect(creates()).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'No promotion' }));
    expect(screen.queryByTestId('promo-figures')).not.toBeInTheDocument();
  });

  it('sends the promotion with the order; the platform computes the same bonus', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=WAVEPAY');
    await user.click(await screen.findByRole('radio', { name: /^Slots weekend 10%/ }));
    await user.type(amountField(), '77777.77');
    expect(summary('summary-bonus')).toBe('7,777.77');
    await user.click(submitButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/voucherCenter\/order\?orderNo=D\d+$/));
    const [order] = newDeposits();
    expect(order!.order).toMatchObject({ promoId: 'SLOTS10', bonus: toCents('7777.77') });
  });
});

describe('submitting', () => {
  beforeEach(() => start('1'));

  it('creates a bank transfer order to the chosen bank and opens the order screen', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=BANK');
    const banks = await screen.findByRole('group', { name: 'Pay into' });
    expect(
      within(banks)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['KBZ Bank', 'AYA Bank', 'CB Bank', 'Yoma Bank']);
    await user.click(within(banks).getByRole('radio', { name: 'AYA Bank' }));
    await user.type(amountField(), '50000');
    await user.click(submitButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/voucherCenter\/order\?orderNo=D\d+$/));
    const created = newDeposits();
    expect(created).toHaveLength(1);
    expect(currentLocation()).toBe(`/m/voucherCenter/order?orderNo=${created[0]!.orderNo}`);
    expect(created[0]).toMatchObject({ amount: 5000000, status: 'AWAITING_PAYMENT', channel: 'Bank Transfer' });
    expect(created[0]!.order!.receiving.bankName).toBe('AYA Bank');
  });

  it('sends one request for a double tap', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=KBZPAY');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '5000');
    await user.dblClick(submitButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/voucherCenter\/order/));
    expect(creates()).toHaveLength(1);
    expect(newDeposits()).toHaveLength(1);
  });

  it("hands a gateway order to the provider's page, checked, with the result screen to come back to", async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?channel=ONEPAY');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '20000');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [order] = newDeposits();
    // The API's origin (here the page's own: no apiBase is configured) and the platform's path.
    expect(assign).toHaveBeenCalledWith(`${location.origin}/wps/pay/gateway/${order!.orderNo}`);
    expect(order!.order!.returnUrl).toBe('/m/voucherCenter/result');
    expect(screen.getByText('Opening the payment page…')).toBeInTheDocument();
    expect(currentLocation()).toBe('/m/voucherCenter?channel=ONEPAY');
  });

  it.each([
    ['javascript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://pay.example.com/x'],
  ])('never follows a payUrl that is not http(s): %s', async (payUrl) => {
    const user = userEvent.setup();
    sim.rewrite = (path, body) => {
      if (path === '/wps/deposit/orders') (body.value as { payUrl: string }).payUrl = payUrl;
    };
    open('/m/voucherCenter?channel=ONEPAY');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '20000');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('The payment page address we received cannot be opened safely.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    const [order] = newDeposits();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      `/m/voucherCenter/order?orderNo=${order!.orderNo}`,
    );
  });

  it('puts a refusal of the platform under the field it is about', async () => {
    const user = userEvent.setup();
    await sim.admin('/__sim/faults', {
      path: '/wps/deposit/orders',
      method: 'POST',
      status: 200,
      code: 'deposit.amount',
      times: 1,
    });
    open('/m/voucherCenter?channel=BANK');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '10000');
    await user.click(submitButton());
    await waitFor(() => expect(fieldError()).toHaveTextContent('This amount cannot be deposited with this channel.'));
    expect(amountField()).toHaveValue('10000');
    expect(submitButton()).toBeEnabled();
  });

  it('says so when the platform refuses for another reason, and lets the player try again', async () => {
    const user = userEvent.setup();
    await sim.admin('/__sim/faults', {
      path: '/wps/deposit/orders',
      method: 'POST',
      status: 200,
      code: 'trial.only.real',
      times: 1,
    });
    open('/m/voucherCenter?channel=BANK');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '10000');
    await user.click(submitButton());
    expect(await screen.findByText('Please log in with a real account to deposit.')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/voucherCenter\/order/));
    expect(newDeposits()).toHaveLength(1);
  });
});

describe('what was typed', () => {
  beforeEach(() => start('1'));

  it('is still there after leaving and coming back, and is forgotten once the order exists', async () => {
    const user = userEvent.setup();
    const first = open('/m/voucherCenter?channel=BANK');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '12345.6');
    await user.click(screen.getByRole('radio', { name: 'Yoma Bank' }));
    await user.click(screen.getByRole('radio', { name: /^Welcome bonus 20%/ }));
    first.unmount();

    open('/m/voucherCenter?channel=BANK');
    // The draft comes back in an effect once the form is drawn: on a busy machine the field can be found first.
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await waitFor(() => expect(amount).toHaveValue('12345.6'));
    expect(screen.getByRole('radio', { name: 'Yoma Bank' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Welcome bonus 20%/ })).toBeChecked();
    await user.click(submitButton());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/voucherCenter\/order/));
    expect(newDeposits()[0]).toMatchObject({ amount: 1234560 });
    expect(newDeposits()[0]!.order).toMatchObject({
      promoId: 'WELCOME20',
      receiving: expect.objectContaining({ bankName: 'Yoma Bank' }),
    });
    expect(sessionStorage.getItem(DRAFT_KEY) ?? '').not.toContain('12345.6');
  });

  it('is not offered to another member signing in in the same tab', async () => {
    const user = userEvent.setup();
    const first = open('/m/voucherCenter?channel=BANK');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '77000');
    first.unmount();
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY)!) as { owner: string };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...stored, owner: 'someone-else' }));
    open('/m/voucherCenter?channel=BANK');
    expect(await screen.findByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  });
});

describe('an answer that never came (exactly once)', () => {
  beforeEach(() => start('1'));

  it('times out, asks the platform what became of the order, finds it and shows it: one order', async () => {
    const user = userEvent.setup();
    setRuntimeConfig({ timeoutMs: 400 });
    await sim.admin('/__sim/faults', { path: '/wps/deposit/orders', method: 'POST', lose: true, times: 1 });
    open('/m/voucherCenter?channel=BANK');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '10000');
    await user.click(submitButton());
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/voucherCenter\/order/), { timeout: 5000 });
    const created = newDeposits();
    expect(created).toHaveLength(1);
    expect(currentLocation()).toBe(`/m/voucherCenter/order?orderNo=${created[0]!.orderNo}`);
    expect(creates()).toHaveLength(1);
    expect(sim.sent('GET', '/wps/requests/*')).toHaveLength(1);
    expect(sim.sent('GET', '/wps/requests/*')[0]!.path).toBe(`/wps/requests/${creates()[0]!.key}`);
  });

  it('when even the check fails, says "not confirmed yet" (not failed) and asks again by itself: one order', async () => {
    const user = userEvent.setup();
    setRuntimeConfig({ timeoutMs: 400 });
    await sim.admin('/__sim/faults', { path: '/wps/deposit/orders', method: 'POST', lose: true, times: 1 });
    await sim.admin('/__sim/faults', { path: '/wps/requests/', method: 'GET', status: 503, times: 1 });
    open('/m/voucherCenter?channel=BANK');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '10000');
    await user.click(submitButton());
    const unconfirmed = await screen.findByTestId('money-unconfirmed', {}, { timeout: 5000 });
    expect(unconfirmed).toHaveTextContent('Not confirmed yet.');
    expect(unconfirmed).not.toHaveTextContent(/failed|did not go through/i);
    expect(submitButton()).toBeDisabled();
    expect(newDeposits()).toHaveLength(1);
    await waitFor(() => expect(currentLocation()).toBe(`/m/voucherCenter/order?orderNo=${newDeposits()[0]!.orderNo}`), {
      timeout: 5000,
    });
    expect(creates()).toHaveLength(1);
    expect(sim.sent('GET', '/wps/requests/*')).toHaveLength(2);
  });

  it('when the platform never saw it, says so once that is final, and sends the same request again under the same key: one order', async () => {
    const user = userEvent.setup();
    await sim.admin('/__sim/faults', { path: '/wps/deposit/orders', method: 'POST', status: 502, times: 1 });
    open('/m/voucherCenter?channel=BANK');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '10000');
    await user.click(submitButton());
    // Not found so soon may be a request still on its way: not confirmed yet, never "did not go through".
    expect(await screen.findByTestId('money-unconfirmed')).toHaveTextContent('Not confirmed yet.');
    expect(submitButton()).toBeDisabled();
    // Past the send time plus the timeout (15 s) and the platform's 30 s deadline, "not found" is final.
    const now = Date.now();
    laterClock = jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    const notCarried = await screen.findByTestId('money-not-carried-out', {}, { timeout: 3000 });
    expect(notCarried).toHaveTextContent('It did not go through: nothing was moved.');
    expect(newDeposits()).toHaveLength(0);
    await user.click(within(notCarried).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/voucherCenter\/order/));
    expect(newDeposits()).toHaveLength(1);
    const [first, second] = creates();
    expect(second!.key).toBe(first!.key);
  });

  it('after a reload in the middle, looks the pending submission up instead of starting another', async () => {
    const user = userEvent.setup();
    setRuntimeConfig({ timeoutMs: 400 });
    await sim.admin('/__sim/faults', { path: '/wps/deposit/orders', method: 'POST', lose: true, times: 1 });
    await sim.admin('/__sim/faults', { path: '/wps/requests/', method: 'GET', status: 503, times: 1 });
    const first = open('/m/voucherCenter?channel=BANK');
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '10000');
    await user.click(submitButton());
    await screen.findByTestId('money-unconfirmed', {}, { timeout: 5000 });
    first.unmount();

    open('/m/voucherCenter');
    await waitFor(() => expect(currentLocation()).toBe(`/m/voucherCenter/order?orderNo=${newDeposits()[0]!.orderNo}`));
    expect(creates()).toHaveLength(1);
    expect(newDeposits()).toHaveLength(1);
  });
});

describe('the channels call', () => {
  it('offers Retry when the channels cannot be read', async () => {
    await start('1');
    const user = userEvent.setup();
    await sim.admin('/__sim/faults', { path: '/wps/deposit/channels', method: 'GET', status: 503, times: 1 });
    open();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('The server had a problem');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tablist', { name: 'Ways to pay' })).toBeInTheDocument();
  });
});
