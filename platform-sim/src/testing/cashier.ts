import { randomUUID } from 'node:crypto';
import { encodePng } from '../assets/png';

/** A fresh Idempotency-Key, as the client makes one per submission. */
export const newIdempotencyKey = (): string => randomUUID();

/** The smallest receipts the proof upload takes: a real 2×2 PNG, and the first bytes of a JPEG (JFIF). */
export const PNG_BYTES: Uint8Array = new Uint8Array(encodePng(2, 2, new Uint8Array(12).fill(200)));
export const JPEG_BYTES: Uint8Array = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
