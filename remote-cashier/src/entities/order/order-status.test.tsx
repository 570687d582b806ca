import { cleanup, screen } from '@testing-library/react';
import { StatusLabel } from '@mc/shared-kernel/records';
import { renderWithProviders, setupI18n } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import { ORDER_STATUSES } from './order-status';

/** The label once the cashier's translations have come (they load on demand). */
async function renderStatus(status: string, text: string) {
  renderWithProviders(<StatusLabel status={status} scheme={ORDER_STATUSES} />);
  return screen.findByText(text);
}

describe('order statuses on the records', () => {
  it.each([
    ['SUCCESS', 'success', 'Successful', 'အောင်မြင်သည်'],
    ['AWAITING_PAYMENT', 'pending', 'Awaiting payment', 'ငွေပေးချေရန် စောင့်ဆိုင်းဆဲ'],
    ['PENDING', 'pending', 'Pending', 'ဆောင်ရွက်ဆဲ'],
    ['REJECTED', 'failure', 'Rejected', 'ပယ်ချခံရသည်'],
    ['EXPIRED', 'failure', 'Expired', 'သက်တမ်းကုန်သွားပြီ'],
    ['CANCELLED', 'failure', 'Cancelled', 'ပယ်ဖျက်ပြီး'],
  ])('shows %s in the %s tone, in English and Burmese', async (status, tone, english, burmese) => {
    await setupI18n('EN');
    expect(await renderStatus(status, english)).toHaveAttribute('data-tone', tone);
    cleanup();
    await setupI18n('MY');
    expect(await renderStatus(status, burmese)).toHaveAttribute('data-tone', tone);
  });

  it('shows a state the cashier does not know yet as "Other"', async () => {
    await setupI18n('EN');
    expect(await renderStatus('REFUNDED', 'Other')).toHaveAttribute('data-tone', 'neutral');
  });
});
