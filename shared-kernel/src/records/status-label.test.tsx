import { screen } from '@testing-library/react';
import { registerNamespace } from '../i18n/i18n';
import { renderWithProviders, setupI18n } from '@mc/shared-kernel/testing';
import { resolveStatus, StatusLabel, type StatusScheme } from './status-label';

const scheme: StatusScheme = {
  namespace: 'test-status',
  tones: { PAID: 'success', WAITING: 'pending', REFUSED: 'failure', VOID: 'neutral' },
  labelKey: (status) => `label.${status}`,
};

// Loaded on demand like a remote's own translations: the label waits for them.
registerNamespace('test-status', {
  EN: async () => ({ label: { PAID: 'Paid', WAITING: 'Waiting', REFUSED: 'Refused', VOID: 'Void' } }),
  MY: async () => ({ label: { PAID: 'ပေးပြီး', WAITING: 'စောင့်ဆဲ', REFUSED: 'ငြင်းပယ်', VOID: 'ပျက်ပြယ်' } }),
});

beforeEach(async () => {
  await setupI18n('EN');
});

describe('resolveStatus', () => {
  it("gives a known status the screen's tone", () => {
    expect(resolveStatus(scheme, 'PAID')).toEqual({ known: true, tone: 'success' });
    expect(resolveStatus(scheme, 'WAITING').tone).toBe('pending');
    expect(resolveStatus(scheme, 'REFUSED').tone).toBe('failure');
    expect(resolveStatus(scheme, 'VOID').tone).toBe('neutral');
  });

  it.each(['REFUNDED', '', 'paid', 'constructor', 'toString', '__proto__'])('makes "%s" a neutral Other', (status) => {
    expect(resolveStatus(scheme, status)).toEqual({ known: false, tone: 'neutral' });
  });
});

describe('StatusLabel', () => {
  it("shows the screen's label in its tone", async () => {
    renderWithProviders(<StatusLabel status="REFUSED" scheme={scheme} />);
    const label = await screen.findByText('Refused');
    expect(label).toHaveAttribute('data-tone', 'failure');
    expect(label).toHaveClass('mc-status', 'mc-status--failure');
  });

  it('shows a status it does not know as "Other" instead of failing', async () => {
    renderWithProviders(<StatusLabel status="CHARGEBACK" scheme={scheme} />);
    expect(await screen.findByText('Other')).toHaveAttribute('data-tone', 'neutral');
  });

  it('speaks Burmese', async () => {
    await setupI18n('MY');
    renderWithProviders(
      <>
        <StatusLabel status="PAID" scheme={scheme} />
        <StatusLabel status="CHARGEBACK" scheme={scheme} />
      </>,
    );
    expect(await screen.findByText('ပေးပြီး')).toBeInTheDocument();
    expect(screen.getByText('အခြား')).toBeInTheDocument();
  });
});
