import { render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { setupI18n } from '../testing';
import { resolveStatus, StatusLabel, type StatusScheme } from './status-label';

const scheme: StatusScheme = {
  tones: { PAID: 'success', WAITING: 'pending', REFUSED: 'failure', VOID: 'neutral' },
  labelKey: (status) => `test-status:${status}`,
};

beforeEach(async () => {
  await setupI18n('EN');
  i18n.addResourceBundle('EN', 'test-status', { PAID: 'Paid', WAITING: 'Waiting', REFUSED: 'Refused', VOID: 'Void' });
});

describe('resolveStatus', () => {
  it("gives a known status the screen's tone and label", () => {
    expect(resolveStatus(scheme, 'PAID')).toEqual({ tone: 'success', labelKey: 'test-status:PAID' });
    expect(resolveStatus(scheme, 'WAITING').tone).toBe('pending');
    expect(resolveStatus(scheme, 'REFUSED').tone).toBe('failure');
    expect(resolveStatus(scheme, 'VOID').tone).toBe('neutral');
  });

  it.each(['REFUNDED', '', 'paid', 'constructor', 'toString', '__proto__'])('makes "%s" a neutral Other', (status) => {
    expect(resolveStatus(scheme, status)).toEqual({ tone: 'neutral', labelKey: 'kernel:records.status.other' });
  });
});

describe('StatusLabel', () => {
  it('shows the label in its tone', () => {
    render(<StatusLabel status="REFUSED" scheme={scheme} />);
    const label = screen.getByText('Refused');
    expect(label).toHaveAttribute('data-tone', 'failure');
    expect(label).toHaveClass('mc-status', 'mc-status--failure');
  });

  it('shows a status it does not know as "Other" instead of failing', () => {
    render(<StatusLabel status="CHARGEBACK" scheme={scheme} />);
    expect(screen.getByText('Other')).toHaveAttribute('data-tone', 'neutral');
  });

  it('says "Other" in Burmese', async () => {
    await setupI18n('MY');
    render(<StatusLabel status="CHARGEBACK" scheme={scheme} />);
    expect(screen.getByText('အခြား')).toBeInTheDocument();
  });
});
