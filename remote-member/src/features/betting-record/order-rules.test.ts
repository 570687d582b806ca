import { BET_STATUSES, canCancel, effectiveVendor, refusalKey, winLossTone } from './order-rules';
import { resolveStatus } from '@mc/shared-kernel/records';

const LIVE = [
  { vendor: 'EVO', name: 'Evolution' },
  { vendor: 'SEXY', name: 'Sexy Gaming' },
];

describe('betting record rules', () => {
  it('applies a vendor only within a category that has it', () => {
    expect(effectiveVendor('ALL', 'EVO', LIVE)).toBeNull();
    expect(effectiveVendor('LIVE', 'evo', LIVE)).toBe('EVO');
    expect(effectiveVendor('LIVE', 'PG', LIVE)).toBeNull();
    expect(effectiveVendor('LIVE', null, LIVE)).toBeNull();
    expect(effectiveVendor('LIVE', '', LIVE)).toBeNull();
    // While the vendors load the link's choice stands (the platform checks it).
    expect(effectiveVendor('LIVE', 'pg', null)).toBe('PG');
  });

  it('tells win, loss and even apart from the signed amount', () => {
    expect(winLossTone('12.30')).toBe('win');
    expect(winLossTone('-0.01')).toBe('loss');
    expect(winLossTone('0.00')).toBe('even');
    expect(winLossTone('-0.00')).toBe('even');
    expect(winLossTone('0')).toBe('even');
  });

  it('offers cancel only for an open pick whose draw has not closed', () => {
    const open = { cancellable: true, status: 'UNSETTLED' };
    expect(canCancel(open, 2_000, 1_000)).toBe(true);
    expect(canCancel(open, 1_000, 1_000)).toBe(false);
    expect(canCancel(open, null, 1_000)).toBe(true);
    expect(canCancel({ cancellable: false, status: 'UNSETTLED' }, 2_000, 1_000)).toBe(false);
    expect(canCancel({ cancellable: true, status: 'SETTLED' }, 2_000, 1_000)).toBe(false);
    expect(canCancel({ cancellable: true, status: 'CANCELLED' }, 2_000, 1_000)).toBe(false);
  });

  it("maps the platform's refusal reasons, anything else to a general message", () => {
    expect(refusalKey({ reason: 'closed' })).toBe('betting.detail.refused.closed');
    expect(refusalKey({ reason: 'not-found' })).toBe('betting.detail.refused.not-found');
    expect(refusalKey({ reason: 'toString' })).toBe('betting.detail.refused.other');
    expect(refusalKey(null)).toBe('betting.detail.refused.other');
    expect(refusalKey('closed')).toBe('betting.detail.refused.other');
  });

  it('knows the three bet states; a new one is neutral', () => {
    expect(resolveStatus(BET_STATUSES, 'SETTLED')).toEqual({ known: true, tone: 'success' });
    expect(resolveStatus(BET_STATUSES, 'UNSETTLED')).toEqual({ known: true, tone: 'pending' });
    expect(resolveStatus(BET_STATUSES, 'CANCELLED')).toEqual({ known: true, tone: 'neutral' });
    expect(resolveStatus(BET_STATUSES, 'VOID')).toEqual({ known: false, tone: 'neutral' });
  });
});
