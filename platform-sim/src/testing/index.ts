export { encryptPayload, type EncryptedRequest } from './encrypt';
export {
  createSimClient,
  type SimClient,
  type FetchLike,
  type CallOptions,
  type CallResult,
  type Credentials,
  type LoginValue,
} from './client';
export { createTestSim, TEST_NOW, type TestSim } from './fixtures';
export { ledgerProblems } from './ledger';
export { newIdempotencyKey, PNG_BYTES, JPEG_BYTES } from './cashier';
