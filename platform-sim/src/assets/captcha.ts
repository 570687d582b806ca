import type { Rng } from '../core/prng';
import { drawGlyph, GLYPH_HEIGHT, GLYPH_WIDTH } from './font';
import { Canvas, type Rgb } from './png';

export const CAPTCHA_WIDTH = 100;
export const CAPTCHA_HEIGHT = 36;

/** Renders a numeric code (~100×36 px PNG) with jittered, slanted digits and noise. */
export function renderCaptcha(code: string, rng: Rng): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [238, 242, 247]);
  const noise = (): Rgb => [rng.int(150, 220), rng.int(150, 220), rng.int(150, 220)];
  for (let i = 0; i < 120; i += 1)
    canvas.setPixel(rng.int(0, CAPTCHA_WIDTH - 1), rng.int(0, CAPTCHA_HEIGHT - 1), noise());

  const scale = 3;
  const step = Math.floor((CAPTCHA_WIDTH - 8) / Math.max(code.length, 1));
  [...code].forEach((char, i) => {
    const colour: Rgb = [rng.int(10, 90), rng.int(10, 90), rng.int(40, 120)];
    const x = 6 + i * step + rng.int(0, Math.max(0, step - GLYPH_WIDTH * scale - 4));
    const y = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * scale) / 2) + rng.int(-3, 3);
    drawGlyph(canvas, char, x, y, scale, colour, rng.int(-1, 1) * 0.5);
  });

  for (let i = 0; i < 3; i += 1) {
    canvas.line(0, rng.int(0, CAPTCHA_HEIGHT - 1), CAPTCHA_WIDTH - 1, rng.int(0, CAPTCHA_HEIGHT - 1), noise());
  }
  return canvas.toPng();
}
