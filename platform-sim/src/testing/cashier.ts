import { randomUUID } from 'node:crypto';

/** A fresh Idempotency-Key, as the client makes one per submission. */
export const newIdempotencyKey = (): string => randomUUID();
