import { checkTransfer, transferItems, type TransferDraft } from './transfer-rules';

const draft = (over: Partial<TransferDraft> = {}): TransferDraft => ({
  usernames: ['m001_a', 'm002_b'],
  mode: 'each',
  same: '',
  each: {},
  ...over,
});
const keyOf = (failure: { key: string } | null | undefined) => failure?.key ?? null;

describe('transfer amount rules', () => {
  it.each([
    ['', 'kernel-money:amount.required'],
    ['   ', 'kernel-money:amount.required'],
    ['0', 'kernel-money:amount.positive'],
    ['0.00', 'kernel-money:amount.positive'],
    ['-5', 'kernel-money:amount.shape'],
    ['1.005', 'kernel-money:amount.decimals'],
    ['ten', 'kernel-money:amount.shape'],
    ['1e3', 'kernel-money:amount.shape'],
    ['12a', 'kernel-money:amount.shape'],
  ])('refuses %j under the field, and sends nothing', (typed, key) => {
    const result = checkTransfer(draft({ each: { m001_a: typed, m002_b: '10.00' } }), 100_000);
    expect(keyOf(result.fields.m001_a)).toBe(key);
    expect(result.fields.m002_b).toBeNull();
    expect(result.items).toBeNull();
    expect(result.total).toBeNull();
  });

  it('adds the amounts in cents, exactly, and sends them as two-decimal strings', () => {
    const result = checkTransfer(draft({ each: { m001_a: '0.10', m002_b: '0.20' } }), 100);
    expect(result.total).toBe(30);
    expect(result.totalProblem).toBeNull();
    expect(transferItems(result.items ?? [])).toEqual([
      { username: 'm001_a', amount: '0.10' },
      { username: 'm002_b', amount: '0.20' },
    ]);
    expect(checkTransfer(draft({ each: { m001_a: '1,234.5', m002_b: '၁၀' } }), undefined).total).toBe(124_450);
  });

  it('gives everyone the same amount in "same" mode: the total is the amount times the count', () => {
    const result = checkTransfer(draft({ mode: 'same', same: '33.33', usernames: ['a', 'b', 'c'] }), 10_000);
    expect(result.total).toBe(9_999);
    expect(result.items?.map((i) => i.cents)).toEqual([3_333, 3_333, 3_333]);
    expect(keyOf(checkTransfer(draft({ mode: 'same', same: '0' }), 10_000).fields.same)).toBe(
      'kernel-money:amount.positive',
    );
  });

  it('refuses a total over the available balance, to the cent, and allows exactly all of it', () => {
    const over = checkTransfer(draft({ each: { m001_a: '50.00', m002_b: '50.01' } }), 10_000);
    expect(over.totalProblem).toEqual({ key: 'agent:team.transfer.overBalance', params: { available: '100.00' } });
    expect(checkTransfer(draft({ each: { m001_a: '50.00', m002_b: '50.00' } }), 10_000).totalProblem).toBeNull();
    // Unknown balance: the platform has the last word.
    expect(checkTransfer(draft({ each: { m001_a: '50.00', m002_b: '50.01' } }), undefined).totalProblem).toBeNull();
  });

  it('refuses, as too large, a total past what a number holds exactly, even when each amount reads', () => {
    const result = checkTransfer(draft({ each: { m001_a: '90071992547409.91', m002_b: '0.01' } }), undefined);
    expect(result.fields).toEqual({ m001_a: null, m002_b: null });
    expect(result.total).toBeNull();
    expect(result.items).toBeNull();
    expect(result.totalProblem).toEqual({ key: 'kernel-money:amount.tooLarge' });
    expect(checkTransfer(draft({ each: { m001_a: '90071992547409.90', m002_b: '0.01' } }), undefined).total).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    expect(
      keyOf(checkTransfer(draft({ each: { m001_a: '90071992547409.92', m002_b: '1' } }), undefined).fields.m001_a),
    ).toBe('kernel-money:amount.tooLarge');
  });

  it('needs at least one downline and at most 50', () => {
    expect(keyOf(checkTransfer(draft({ usernames: [] }), 1).totalProblem)).toBe('agent:team.transfer.noneChosen');
    const many = Array.from({ length: 51 }, (_, i) => `m${i}`);
    expect(keyOf(checkTransfer(draft({ usernames: many, mode: 'same', same: '1' }), 1_000_000).totalProblem)).toBe(
      'agent:team.transfer.tooMany',
    );
  });
});
