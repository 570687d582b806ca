/** An uploaded picture (receipt, feedback image, promotion proof, head icon) may be this big; the HTTP server
 * takes a proof upload of up to 6 MB in all. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => magic.every((b, i) => bytes[i] === b);

/** A PNG or JPEG by its first bytes (never by its name or the type the browser claims); null otherwise. */
export const imageType = (bytes: Uint8Array): 'image/png' | 'image/jpeg' | null =>
  startsWith(bytes, PNG) ? 'image/png' : startsWith(bytes, JPEG) ? 'image/jpeg' : null;
