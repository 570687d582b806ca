import { render, screen } from '@testing-library/react';
import { setupI18n } from '@mc/shared-kernel/testing';
import { RecordTotals, sumCents } from './record-totals';

const amounts = (...values: string[]) => values.map((amount) => ({ amount }));

describe('sumCents', () => {
  it('adds decimal amounts exactly, in integer cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents(amounts('0.10', '0.20'), (row) => row.amount)).toBe(30);
    expect(sumCents(amounts('1234567.89', '0.01', '-0.75'), (row) => row.amount)).toBe(123456715);
    expect(sumCents([], (row: { amount: string }) => row.amount)).toBe(0);
  });

  it('stays exact up to Number.MAX_SAFE_INTEGER cents, and throws past it rather than round', () => {
    expect(sumCents(amounts('90071992547409.90', '0.01'), (row) => row.amount)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => sumCents(amounts('90071992547409.91', '0.01'), (row) => row.amount)).toThrow(RangeError);
    expect(() => sumCents(amounts('90071992547409.92'), (row) => row.amount)).toThrow(RangeError);
  });
});

describe('RecordTotals', () => {
  it('shows one total of the records shown with their count', async () => {
    await setupI18n('EN');
    render(
      <RecordTotals
        count={2}
        totals={[{ id: 'amount', cents: sumCents(amounts('0.10', '0.20'), (row) => row.amount) }]}
      />,
    );
    expect(await screen.findByText('Total of the records shown')).toBeInTheDocument();
    expect(screen.getByTestId('records-total-amount')).toHaveTextContent(/^0\.30$/);
    expect(screen.getByText('2 records')).toBeInTheDocument();
  });

  it('counts one record as one', async () => {
    await setupI18n('EN');
    render(<RecordTotals count={1} totals={[{ id: 'amount', cents: 123456789 }]} />);
    expect(await screen.findByTestId('records-total-amount')).toHaveTextContent('1,234,567.89');
    expect(screen.getByText('1 record')).toBeInTheDocument();
  });

  it("shows several totals, each with the screen's label", async () => {
    await setupI18n('EN');
    render(
      <RecordTotals
        count={3}
        totals={[
          { id: 'in', label: 'Deposits', cents: 1500 },
          { id: 'out', label: 'Withdrawals', cents: -250 },
        ]}
      />,
    );
    expect(await screen.findByText('Deposits')).toBeInTheDocument();
    expect(screen.getByTestId('records-total-in')).toHaveTextContent('15.00');
    expect(screen.getByText('Withdrawals')).toBeInTheDocument();
    expect(screen.getByTestId('records-total-out')).toHaveTextContent('-2.50');
    expect(screen.queryByText('Total of the records shown')).not.toBeInTheDocument();
    expect(screen.getByText('3 records')).toBeInTheDocument();
  });

  it('speaks Burmese', async () => {
    await setupI18n('MY');
    render(<RecordTotals count={4} totals={[{ id: 'amount', cents: 1 }]} />);
    expect(screen.getByText('ပြသထားသော မှတ်တမ်းများ၏ စုစုပေါင်း')).toBeInTheDocument();
    expect(screen.getByText('မှတ်တမ်း 4 ခု')).toBeInTheDocument();
  });
});
