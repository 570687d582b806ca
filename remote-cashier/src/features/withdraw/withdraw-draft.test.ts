import { clearWithdrawDraft, readWithdrawDraft, WITHDRAW_DRAFT_KEY, writeWithdrawDraft } from './withdraw-draft';

describe('the withdraw draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the amount and the card, and nothing else, whatever the caller hands over', () => {
    const withPassword = { amount: '1500.50', cardId: '7', paymentPassword: '246810' } as {
      amount: string;
      cardId: string;
    };
    writeWithdrawDraft('demo02', withPassword);
    const raw = sessionStorage.getItem(WITHDRAW_DRAFT_KEY)!;
    expect(JSON.parse(raw)).toEqual({ user: 'demo02', amount: '1500.50', cardId: '7' });
    expect(raw).not.toContain('246810');
    expect(readWithdrawDraft('demo02')).toEqual({ amount: '1500.50', cardId: '7' });
  });

  it('is the member’s own: another login on this tab starts empty', () => {
    writeWithdrawDraft('demo02', { amount: '2000', cardId: '' });
    expect(readWithdrawDraft('demo01')).toEqual({ amount: '', cardId: '' });
  });

  it('is forgotten when empty or cleared', () => {
    writeWithdrawDraft('demo02', { amount: '2000', cardId: '1' });
    writeWithdrawDraft('demo02', { amount: '', cardId: '' });
    expect(sessionStorage.getItem(WITHDRAW_DRAFT_KEY)).toBeNull();
    writeWithdrawDraft('demo02', { amount: '2000', cardId: '1' });
    clearWithdrawDraft();
    expect(sessionStorage.getItem(WITHDRAW_DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['the wrong shape', JSON.stringify({ user: 'demo02', amount: 5, cardId: { id: 1 } })],
    ['an array', JSON.stringify(['demo02'])],
  ])('reads %s as no draft', (_case, raw) => {
    sessionStorage.setItem(WITHDRAW_DRAFT_KEY, raw);
    expect(readWithdrawDraft('demo02')).toEqual({ amount: '', cardId: '' });
  });

  it('keeps an absurdly long stored amount short', () => {
    sessionStorage.setItem(
      WITHDRAW_DRAFT_KEY,
      JSON.stringify({ user: 'demo02', amount: '9'.repeat(10_000), cardId: '' }),
    );
    expect(readWithdrawDraft('demo02').amount.length).toBeLessThanOrEqual(32);
  });
});
