import { walletTotal } from './wallet-total';

describe('walletTotal', () => {
  it('adds the centre and every vendor wallet exactly, in cents', () => {
    expect(walletTotal(123450n, [0n, 20025n, 1n])).toBe(143476n);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in cents it is 30.
    expect(walletTotal(10n, [20n])).toBe(30n);
    expect(walletTotal(9007199254740993n, [7n])).toBe(9007199254741000n);
  });

  it('is the centre alone when no vendor keeps a wallet', () => {
    expect(walletTotal(500n, [])).toBe(500n);
  });

  it('is unknown while any wallet is unknown, never a total that leaves one out', () => {
    expect(walletTotal(undefined, [0n])).toBeNull();
    expect(walletTotal(100n, [0n, undefined, 5n])).toBeNull();
  });
});
