import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtPath } from '@mc/shared-kernel/testing';
import DepositResultPage from './deposit-result-page';
import { createOrderOnSim, startDepositSim, type DepositSim } from './testing/deposit-sim';

let sim: DepositSim;

const open = (query: string) =>
  renderAtPath('/m/voucherCenter/result', <DepositResultPage />, `/m/voucherCenter/result${query}`);
const gatewayOrder = () => createOrderOnSim(sim, { channelId: 'ONEPAY', amount: '20000', promoId: 'WELCOME20' });

beforeEach(async () => {
  sim = await startDepositSim();
});

describe('back from the payment provider', () => {
  it('waits while the provider has not reported, then shows the credit and refreshes the balances once', async () => {
    const order = await gatewayOrder();
    const { client } = open(`?orderNo=${order.orderNo}`);
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['wallet'] });

    await sim.admin(`/__sim/gateway/${order.orderNo}`, { result: 'paid' });
    expect(await screen.findByRole('heading', { name: 'Deposit successful' }, { timeout: 6000 })).toBeInTheDocument();
    // 20,000 + a 20 % bonus of 4,000
    expect(screen.getByTestId('order-outcome')).toHaveTextContent('24,000.00 has been added to your wallet.');
    expect(screen.getByTestId('order-outcome')).toHaveTextContent('Including a bonus of 4,000.00.');
    expect(
      invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters) === '{"queryKey":["wallet"]}'),
    ).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Deposit again' })).toHaveAttribute('href', '/m/voucherCenter');
  }, 15_000);

  it('reads the order, never the query: a "status=SUCCESS" in the address changes nothing', async () => {
    const order = await gatewayOrder();
    await sim.admin(`/__sim/gateway/${order.orderNo}`, { result: 'failed' });
    const { client } = open(`?orderNo=${order.orderNo}&status=SUCCESS&amount=999999`);
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    expect(await screen.findByRole('heading', { name: 'Deposit rejected' })).toBeInTheDocument();
    expect(screen.queryByText(/999,999/)).not.toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  it("says the order was cancelled when the player cancelled on the provider's page", async () => {
    const user = userEvent.setup();
    const order = await gatewayOrder();
    await sim.platform.fetch(new Request(`http://sim/wps/pay/gateway/${order.orderNo}/cancel`, { method: 'POST' }));
    open(`?orderNo=${order.orderNo}`);
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Make a new deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/voucherCenter');
  });

  it.each([[''], ['?orderNo='], ['?orderNo=D20990101000000001'], ['?orderNo=%3Cscript%3E']])(
    '%j: a plain "not found" page',
    async (query) => {
      open(query);
      expect(await screen.findByTestId('order-not-found')).toBeInTheDocument();
    },
  );

  it('a failed read offers Retry', async () => {
    const user = userEvent.setup();
    const order = await gatewayOrder();
    await sim.admin('/__sim/faults', {
      path: `/wps/deposit/orders/${order.orderNo}`,
      method: 'GET',
      status: 503,
      times: 1,
    });
    open(`?orderNo=${order.orderNo}`);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
  });
});
