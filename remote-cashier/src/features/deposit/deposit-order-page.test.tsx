import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@mc/shared-kernel';
import { currentLocation, renderAtPath } from '@mc/shared-kernel/testing';
import DepositOrderPage from './deposit-order-page';
import { DRAFT_KEY } from './hooks/use-session-draft';
import { bigPng, createOrderOnSim, fileOf, pngReceipt, startDepositSim, type DepositSim } from './testing/deposit-sim';

/** The Zawgyi converter's chunk is a large module for jest to load on a busy machine. */
const SLOW = { timeout: 15_000 };

let sim: DepositSim;

const open = (orderNo: string) =>
  renderAtPath('/m/voucherCenter/order', <DepositOrderPage />, `/m/voucherCenter/order?orderNo=${orderNo}`);
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const errorOf = (input: HTMLElement) =>
  input
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const receiptInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const sendButton = () => screen.getByRole('button', { name: 'Send proof of payment' });
const proofs = () => sim.sent('POST', '/wps/deposit/orders/*').filter((c) => c.path.endsWith('/proof'));
const simOrder = (orderNo: string) => sim.account().deposits.find((d) => d.orderNo === orderNo)!;

beforeAll(() => {
  // jsdom has no object URLs; the picker's previews need one each.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});
beforeEach(async () => {
  sim = await startDepositSim();
});
afterEach(() => setRuntimeConfig({}));

describe('an order waiting for the payment', () => {
  it('shows the exact amount, the receiving account and the time left (bank transfer)', async () => {
    const order = await createOrderOnSim(sim, { channelId: 'BANK', amount: '25000.5', bankId: 'CB' });
    open(order.orderNo);
    expect(await screen.findByRole('heading', { name: 'Transfer to this account' })).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('25,000.50 kyat');
    expect(screen.getByTestId('pay-bankName')).toHaveTextContent('CB Bank');
    expect(screen.getByTestId('pay-accountName')).toHaveTextContent(
      String((order.receiving as { accountName: string }).accountName),
    );
    // 30 minutes to pay: the timer reads 30:00 or a second less.
    expect(screen.getByRole('timer')).toHaveTextContent(/^(30:00|29:5\d)$/);
    expect(screen.getByRole('button', { name: 'Copy Amount to send' })).toBeInTheDocument();
  });

  it('shows the USDT to send and the network for a USDT order', async () => {
    const order = await createOrderOnSim(sim, { channelId: 'USDT', amount: '448000' });
    open(order.orderNo);
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('100.00 USDT');
    expect(screen.getByText(/Send on the TRC20 network only/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Transaction hash/ })).toBeInTheDocument();
  });

  it('reads EXPIRED once the time runs out on the screen', async () => {
    const order = await createOrderOnSim(sim, { channelId: 'KBZPAY', amount: '5000' });
    const record = simOrder(order.orderNo);
    record.order!.expiresAt = Date.now() + 1500;
    open(order.orderNo);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^00:0[12]$/);
    expect(await screen.findByRole('heading', { name: 'Order expired' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send proof of payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a new deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  });
});

describe('the proof of payment', () => {
  it('asks for the payer and the receipt before sending anything, under their fields', async () => {
    const user = userEvent.setup();
    const order = await createOrderOnSim(sim, { channelId: 'BANK', amount: '10000' });
    open(order.orderNo);
    await user.click(await screen.findByRole('button', { name: 'Send proof of payment' }));
    expect(errorOf(field(/^Name of the payer/))).toContain('Please enter the name of the payer');
    expect(field(/^Name of the payer/)).toHaveFocus();
    expect(screen.getByText('Please add a picture of your receipt')).toBeInTheDocument();

    for (const [typed, message] of [
      ['   ', 'Please enter the name of the payer'],
      ['<script>alert(1)</script>', "Letters, digits, spaces and . ' - _ only"],
      ['A'.repeat(41), 'At most 40 characters'],
    ] as const) {
      await user.clear(field(/^Name of the payer/));
      await user.type(field(/^Name of the payer/), typed);
      await user.click(sendButton());
      expect([typed, errorOf(field(/^Name of the payer/))]).toEqual([typed, expect.stringContaining(message)]);
    }
    expect(proofs()).toHaveLength(0);
    expect(simOrder(order.orderNo).status).toBe('AWAITING_PAYMENT');
  });

  it('refuses a receipt that is too big or not a picture, by its bytes', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const order = await createOrderOnSim(sim, { channelId: 'BANK', amount: '10000' });
    open(order.orderNo);
    await screen.findByRole('button', { name: 'Send proof of payment' });
    await user.upload(receiptInput(), bigPng());
    expect(await screen.findByText(/5 MB/, { selector: '[role="alert"]' })).toBeInTheDocument();
    await user.upload(receiptInput(), fileOf(new TextEncoder().encode('MZ not a picture'), 'receipt.png', 'image/png'));
    await waitFor(() => expect(receiptInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('img', { name: /receipt\.png/ })).not.toBeInTheDocument();
    await user.type(field(/^Name of the payer/), 'Aung Aung');
    await user.click(sendButton());
    expect(proofs()).toHaveLength(0);
  });

  it('sends the name, the reference and the receipt once, and shows the order being confirmed', async () => {
    const user = userEvent.setup();
    const order = await createOrderOnSim(sim, { channelId: 'BANK', amount: '10000', promoId: 'WELCOME20' });
    open(order.orderNo);
    await user.type(await screen.findByRole('textbox', { name: /^Name of the payer/ }), '  Aung Aung  ');
    await user.type(field(/^Transaction reference/), 'TX-2024/001');
    await user.upload(receiptInput(), pngReceipt());
    expect(await screen.findByRole('img', { name: /receipt\.png/ })).toBeInTheDocument();
    await user.dblClick(sendButton());
    expect(await screen.findByRole('heading', { name: 'Payment being confirmed' })).toBeInTheDocument();
    // 10,000 + a 20 % bonus of 2,000 will be credited.
    expect(screen.getByTestId('order-outcome')).toHaveTextContent('12,000.00 is added to your wallet');
    expect(proofs()).toHaveLength(1);
    expect(proofs()[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(simOrder(order.orderNo).status).toBe('PENDING');
    expect(simOrder(order.orderNo).order!.proof).toMatchObject({
      depositorName: 'Aung Aung',
      reference: 'TX-2024/001',
    });
  });

  it("sends the payer's name typed in Zawgyi in Unicode, as the bank keeps it", async () => {
    const user = userEvent.setup();
    const order = await createOrderOnSim(sim, { channelId: 'BANK', amount: '10000' });
    open(order.orderNo);
    // "U Myint Swe" from a Zawgyi keyboard; the myanmar-tools converter's Unicode.
    await user.type(await screen.findByRole('textbox', { name: /^Name of the payer/ }), 'ဦးျမင့္ေဆြ');
    await user.upload(receiptInput(), pngReceipt());
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Payment being confirmed' }, SLOW)).toBeInTheDocument();
    expect(simOrder(order.orderNo).order!.proof).toMatchObject({ depositorName: 'ဦးမြင့်ဆွေ' });
  });

  it('for USDT asks for a real transaction hash, and takes no receipt', async () => {
    const user = userEvent.setup();
    const order = await createOrderOnSim(sim, { channelId: 'USDT', amount: '448000' });
    open(order.orderNo);
    const hash = await screen.findByRole('textbox', { name: /^Transaction hash/ });
    await user.type(field(/^Name of the payer/), 'Ko Ko');
    await user.type(hash, '0x1234');
    await user.click(sendButton());
    expect(errorOf(hash)).toContain('A transaction hash is 64 characters');
    expect(proofs()).toHaveLength(0);
    await user.clear(hash);
    await user.type(hash, `0x${'ab'.repeat(32)}`);
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Payment being confirmed' })).toBeInTheDocument();
    expect(simOrder(order.orderNo).status).toBe('PENDING');
  });

  it('keeps the names typed when the player leaves and comes back, never the receipt, and forgets them once sent', async () => {
    const user = userEvent.setup();
    const order = await createOrderOnSim(sim, { channelId: 'WAVEPAY', amount: '5000' });
    const first = open(order.orderNo);
    await user.type(await screen.findByRole('textbox', { name: /^Name of the payer/ }), 'Daw Mya');
    await user.type(field(/^Transaction reference/), 'REF 7');
    await user.upload(receiptInput(), pngReceipt());
    first.unmount();
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toMatch(/receipt|png/);

    open(order.orderNo);
    expect(await screen.findByRole('textbox', { name: /^Name of the payer/ })).toHaveValue('Daw Mya');
    expect(field(/^Transaction reference/)).toHaveValue('REF 7');
    expect(screen.queryByRole('img', { name: /receipt\.png/ })).not.toBeInTheDocument();
    await user.upload(receiptInput(), pngReceipt());
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Payment being confirmed' });
    expect(sessionStorage.getItem(DRAFT_KEY) ?? '').not.toContain('Daw Mya');
  });

  it('shows the latest state when the order moved on meanwhile (approved elsewhere)', async () => {
    const user = userEvent.setup();
    const order = await createOrderOnSim(sim, { channelId: 'BANK', amount: '10000' });
    open(order.orderNo);
    await user.type(await screen.findByRole('textbox', { name: /^Name of the payer/ }), 'Aung Aung');
    await user.upload(receiptInput(), pngReceipt());
    await sim.admin(`/__sim/deposits/${order.orderNo}/approve`);
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    expect(screen.getByTestId('order-outcome')).toHaveTextContent('10,000.00 has been added to your wallet.');
  });

  it('when the answer is lost, looks the proof up instead of failing: sent once', async () => {
    const user = userEvent.setup();
    setRuntimeConfig({ timeoutMs: 400 });
    const order = await createOrderOnSim(sim, { channelId: 'KBZPAY', amount: '5000' });
    await sim.admin('/__sim/faults', {
      path: `/wps/deposit/orders/${order.orderNo}/proof`,
      method: 'POST',
      lose: true,
      times: 1,
    });
    open(order.orderNo);
    await user.type(await screen.findByRole('textbox', { name: /^Name of the payer/ }), 'Aung Aung');
    await user.upload(receiptInput(), pngReceipt());
    await user.click(sendButton());
    expect(
      await screen.findByRole('heading', { name: 'Payment being confirmed' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(proofs()).toHaveLength(1);
    expect(sim.sent('GET', '/wps/requests/*').map((c) => c.path)).toEqual([`/wps/requests/${proofs()[0]!.key}`]);
  }, 15_000);
});

describe('cancelling', () => {
  it('asks first, then cancels the order; keeping it changes nothing', async () => {
    const user = userEvent.setup();
    const order = await createOrderOnSim(sim, { channelId: 'BANK', amount: '10000' });
    open(order.orderNo);
    await user.click(await screen.findByRole('button', { name: 'Cancel this order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the order?' });
    expect(dialog).toHaveTextContent(order.orderNo);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sim.sent('DELETE', `/wps/deposit/orders/${order.orderNo}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeInTheDocument();
    expect(simOrder(order.orderNo).status).toBe('CANCELLED');
  });
});

describe('bad or unknown order numbers', () => {
  it.each([['D20990101000000001'], ['../../etc'], ['<img src=x>'], ['']])(
    '%j: a plain "not found" page',
    async (orderNo) => {
      open(encodeURIComponent(orderNo));
      expect(await screen.findByTestId('order-not-found')).toHaveTextContent('We could not find this deposit order.');
      expect(screen.getByRole('link', { name: 'See the deposit record' })).toHaveAttribute('href', '/m/vouReport');
    },
  );

  it('no orderNo at all', async () => {
    renderAtPath('/m/voucherCenter/order', <DepositOrderPage />, '/m/voucherCenter/order');
    expect(await screen.findByTestId('order-not-found')).toBeInTheDocument();
  });

  it('a failed read is an error with Retry, not "not found"', async () => {
    const user = userEvent.setup();
    const order = await createOrderOnSim(sim, { channelId: 'BANK', amount: '10000' });
    await sim.admin('/__sim/faults', {
      path: `/wps/deposit/orders/${order.orderNo}`,
      method: 'GET',
      status: 503,
      times: 1,
    });
    open(order.orderNo);
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('10,000.00');
    expect(currentLocation()).toBe(`/m/voucherCenter/order?orderNo=${order.orderNo}`);
  });
});
