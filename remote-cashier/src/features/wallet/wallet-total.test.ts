import { walletTotal } from './wallet-total';

describe('walletTotal', () => {
  it('adds the centre and every vendor wallet exactly, in cents', () => {
    expect(walletTotal(123450, [0, 20025, 1])).toBe(143476);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in cents it is 30.
    expect(walletTotal(10, [20])).toBe(30);
    expect(walletTotal(9007199254740984, [7])).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('throws a RangeError rather than show a total past what a number holds exactly', () => {
    expect(() => walletTotal(Number.MAX_SAFE_INTEGER, [1])).toThrow(RangeError);
    expect(() => walletTotal(9007199254740984, [7, 1])).toThrow(RangeError);
  });

  it('is the centre alone when no vendor keeps a wallet', () => {
    expect(walletTotal(500, [])).toBe(500);
  });

  it('is unknown while any wallet is unknown, never a total that leaves one out', () => {
    expect(walletTotal(undefined, [0])).toBeNull();
    expect(walletTotal(100, [0, undefined, 5])).toBeNull();
  });
});
