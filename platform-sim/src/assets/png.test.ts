import { inflateSync } from 'node:zlib';
import { crc32, encodePng } from './png';
import { gameIconSvg, escapeXml, initials } from './svg';

describe('png encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes valid chunks', () => {
    const pixels = new Uint8Array(3 * 2 * 3).fill(200);
    const png = encodePng(3, 2, pixels);
    let at = 8;
    const types: string[] = [];
    while (at < png.length) {
      const length = png.readUInt32BE(at);
      const type = png.toString('ascii', at + 4, at + 8);
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png, at + 4, at + 8 + length));
      if (type === 'IDAT') expect(inflateSync(png.subarray(at + 8, at + 8 + length)).length).toBe((3 * 3 + 1) * 2);
      types.push(type);
      at += 12 + length;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  });
});

describe('svg', () => {
  it('escapes names and draws initials', () => {
    expect(initials("Texas Hold'em")).toBe('TH');
    expect(escapeXml('<a & "b">')).toBe('&lt;a &amp; &quot;b&quot;&gt;');
    expect(gameIconSvg('Tom & <Jerry>', 'PG')).toContain('TJ');
    expect(gameIconSvg('Tom & <Jerry>', 'P<G')).not.toContain('P<G');
  });
});
