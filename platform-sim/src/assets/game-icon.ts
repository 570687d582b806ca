import { encodePng, type Rgb } from './png';
import { hueOf } from './svg';

/** Side of a game icon in pixels (a tile is ~110 CSS px wide on a 375 px phone). */
export const GAME_ICON_SIZE = 160;

/** HSL (h 0..359, s and l 0..1) to 8-bit RGB. */
export function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/**
 * A game's icon as a PNG, like a real catalogue's raster artwork: the game's diagonal gradient, a light
 * disc top right and a disc in its vendor's colour bottom left, so vendors look apart. (The game's name is
 * written under every tile.) Raster on purpose: an SVG icon with text is a small document the browser
 * lays out and paints on the main thread, 4–7 ms per icon on a 4× slower CPU, which a real platform's
 * icons do not cost and which swamped the scrolling benchmark.
 */
export function gameIconPng(name: string, vendor: string): Buffer {
  const hue = hueOf(name);
  const from = hslToRgb(hue, 0.72, 0.58);
  const to = hslToRgb((hue + 40) % 360, 0.7, 0.32);
  const vendorColour = hslToRgb(hueOf(vendor), 0.65, 0.5);
  const white: Rgb = [255, 255, 255];
  const size = GAME_ICON_SIZE;
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let colour = mix(from, to, (x + y) / (2 * (size - 1)));
      if ((x - 128) ** 2 + (y - 30) ** 2 <= 46 ** 2) colour = mix(colour, white, 0.12);
      if ((x - 34) ** 2 + (y - 128) ** 2 <= 22 ** 2) colour = mix(colour, vendorColour, 0.85);
      const at = (y * size + x) * 3;
      pixels[at] = Math.round(colour[0]);
      pixels[at + 1] = Math.round(colour[1]);
      pixels[at + 2] = Math.round(colour[2]);
    }
  }
  return encodePng(size, size, pixels);
}
