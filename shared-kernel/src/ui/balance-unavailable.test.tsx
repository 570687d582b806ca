import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '../testing';
import { BalanceUnavailable } from './balance-unavailable';

describe('BalanceUnavailable', () => {
  beforeAll(() => setupI18n('EN'));

  it('says the balance failed, announced, with a named refresh button', async () => {
    const onRefresh = jest.fn();
    render(<BalanceUnavailable onRefresh={onRefresh} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Balance unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('takes a name for the button when a screen has more than one balance', () => {
    render(<BalanceUnavailable onRefresh={jest.fn()} refreshLabel="Refresh centre wallet" />);
    expect(screen.getByRole('button', { name: 'Refresh centre wallet' })).toBeInTheDocument();
  });

  it('leaves the button out when the caller has its own', () => {
    render(<BalanceUnavailable />);
    expect(screen.getByRole('alert')).toHaveTextContent('Balance unavailable');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
