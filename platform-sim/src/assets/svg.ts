/** Small generated SVG images: game icons, vendor tiles, banners, team badges. */

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

/** Stable hue 0..359 from any text. */
export function hueOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) % 360;
}

/** "Fortune Tiger Deluxe" → "FT". */
export function initials(name: string, max = 2): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.map((w) => w[0] as string).join('');
  return (letters || name.slice(0, max)).slice(0, max).toUpperCase();
}

function gradient(id: string, hue: number): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},72%,58%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,32%)"/></linearGradient>`
  );
}

const FONT = 'font-family="Arial,Helvetica,sans-serif"';

export function gameIconSvg(name: string, vendor: string): string {
  const hue = hueOf(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<defs>${gradient('g', hue)}</defs>` +
    `<rect width="160" height="160" rx="24" fill="url(#g)"/>` +
    `<circle cx="128" cy="30" r="46" fill="#fff" fill-opacity="0.12"/>` +
    `<text x="80" y="96" ${FONT} font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>` +
    `<text x="80" y="140" ${FONT} font-size="15" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(vendor)}</text>` +
    `</svg>`
  );
}

export function vendorTileSvg(displayName: string, code: string): string {
  const hue = hueOf(code);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">` +
    `<defs>${gradient('v', hue)}</defs>` +
    `<rect width="240" height="120" rx="16" fill="url(#v)"/>` +
    `<text x="120" y="70" ${FONT} font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(displayName)}</text>` +
    `</svg>`
  );
}

export function bannerSvg(title: string, index: number): string {
  const hue = (index * 67 + 200) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">` +
    `<defs>${gradient('b', hue)}</defs>` +
    `<rect width="750" height="300" fill="url(#b)"/>` +
    `<circle cx="640" cy="60" r="140" fill="#fff" fill-opacity="0.1"/>` +
    `<circle cx="90" cy="280" r="110" fill="#fff" fill-opacity="0.08"/>` +
    `<text x="48" y="165" ${FONT} font-size="44" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
    `</svg>`
  );
}

export function badgeSvg(name: string): string {
  const hue = hueOf(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="hsl(${hue},65%,45%)" stroke="#fff" stroke-width="3"/>` +
    `<text x="32" y="40" ${FONT} font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>` +
    `</svg>`
  );
}
