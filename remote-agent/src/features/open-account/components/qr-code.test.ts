import { encode } from 'uqr';
import { qrPath } from './qr-code';

describe('QR code', () => {
  it('draws one unit square per dark module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(qrPath([[false]])).toBe('');
  });

  it('encodes an invitation address as a real QR symbol (finder patterns inside a 4-module quiet zone)', () => {
    const { data, size, version } = encode('https://m.example.com/m/register?code=ABCD2345', { ecc: 'M', border: 4 });
    expect(version).toBeGreaterThanOrEqual(3);
    expect(size).toBe(17 + 4 * version + 8);
    // Quiet zone light, then the top-left finder: a dark 7×7 ring around a light ring around a dark 3×3 core.
    expect(data[0]!.every((dark) => !dark)).toBe(true);
    expect(data[4]!.slice(4, 11)).toEqual(Array(7).fill(true));
    expect(data[5]!.slice(4, 11)).toEqual([true, false, false, false, false, false, true]);
    expect(data[7]!.slice(4, 11)).toEqual([true, false, true, true, true, false, true]);
  });
});
