const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.\s%,/+-]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/**
 * A colour from the site's mobile template (app_background, app_desc_font_color), or null. Only plain
 * colour notations pass, so a template value can never pull in an image (`url(...)`) or other CSS.
 */
export function cssColour(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  return HEX.test(text) || FUNCTION.test(text) || NAMED.test(text) ? text : null;
}
