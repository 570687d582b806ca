import type { Canvas, Rgb } from './png';

/** 5×7 bitmap digits. */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Draws one digit with its top-left at (x, y), each font pixel a `scale`×`scale` block, sheared by `slant`. */
export function drawGlyph(
  canvas: Canvas,
  char: string,
  x: number,
  y: number,
  scale: number,
  colour: Rgb,
  slant = 0,
): void {
  const rows = GLYPHS[char];
  if (!rows) throw new Error(`no glyph for ${JSON.stringify(char)}`);
  rows.forEach((row, gy) => {
    const shift = Math.round(slant * (GLYPH_HEIGHT - 1 - gy));
    for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
      if (row[gx] === '1') canvas.fillRect(x + gx * scale + shift, y + gy * scale, scale, scale, colour);
    }
  });
}
