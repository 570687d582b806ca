import { createHash } from 'node:crypto';
import { escapeXml, hueOf, initials } from './svg';

const SIZE = 29;
const QUIET = 4;

/**
 * A QR-code-looking SVG for a payment account: the three finder squares and the timing lines of a real
 * code, the rest filled from a hash of `payload`. It is a stand-in that looks right in the deposit screen,
 * not a scannable code (the sim pays nothing anywhere).
 */
export function qrSvg(payload: string): string {
  const modules: boolean[][] = Array.from({ length: SIZE }, () => new Array<boolean>(SIZE).fill(false));
  const reserved: boolean[][] = Array.from({ length: SIZE }, () => new Array<boolean>(SIZE).fill(false));
  const finder = (top: number, left: number): void => {
    for (let y = -1; y <= 7; y += 1) {
      for (let x = -1; x <= 7; x += 1) {
        const row = top + y;
        const col = left + x;
        if (row < 0 || col < 0 || row >= SIZE || col >= SIZE) continue;
        reserved[row]![col] = true;
        const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
        modules[row]![col] = ring !== 2 && ring !== 4;
      }
    }
  };
  finder(0, 0);
  finder(0, SIZE - 7);
  finder(SIZE - 7, 0);
  for (let i = 8; i < SIZE - 8; i += 1) {
    modules[6]![i] = i % 2 === 0;
    modules[i]![6] = i % 2 === 0;
    reserved[6]![i] = true;
    reserved[i]![6] = true;
  }
  let bits = Buffer.alloc(0);
  let counter = 0;
  let bit = 0;
  const next = (): boolean => {
    if (bit >= bits.length * 8) {
      bits = createHash('sha256').update(`${payload}#${counter++}`).digest();
      bit = 0;
    }
    const value = ((bits[bit >> 3] as number) >> (bit & 7)) & 1;
    bit += 1;
    return value === 1;
  };
  for (let row = 0; row < SIZE; row += 1)
    for (let col = 0; col < SIZE; col += 1) if (!reserved[row]![col]) modules[row]![col] = next();

  // One rect per horizontal run keeps the file small.
  const rects: string[] = [];
  modules.forEach((line, row) => {
    let col = 0;
    while (col < SIZE) {
      if (!line[col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < SIZE && line[col]) col += 1;
      rects.push(`<rect x="${start + QUIET}" y="${row + QUIET}" width="${col - start}" height="1"/>`);
    }
  });
  const full = SIZE + 2 * QUIET;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${full * 8}" height="${full * 8}" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">` +
    `<rect width="${full}" height="${full}" fill="#fff"/><g fill="#000">${rects.join('')}</g></svg>`
  );
}

/** A deposit channel's icon: its initials on a rounded square in the channel's own colour. */
export function channelIconSvg(name: string): string {
  const hue = hueOf(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="hsl(${hue},62%,42%)"/>` +
    `<text x="48" y="58" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>` +
    `</svg>`
  );
}
