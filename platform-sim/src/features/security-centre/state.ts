import type { CoreState } from '../../core/state';
import type { PasswordHash } from '../../crypto/password';

/** The questions an account chose, with its answers hashed (normalised first), and the wrong tries. */
export interface SecurityQuestions {
  answers: { questionId: string; answer: PasswordHash }[];
  failures: number;
  lockedUntil: number | null;
}

/** A code sent to an e-mail address the member wants to bind. */
export interface EmailCode {
  email: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  /** Wrong tries so far; the code is dropped after SMS_MAX_ATTEMPTS (the same bound as SMS codes). */
  attempts: number;
}

/** The security centre's part of the state. */
export interface SecurityCentreState {
  /** Security questions set per account key. */
  securityQuestions: Map<string, SecurityQuestions>;
  /** Pending e-mail binding codes per account key. */
  emailCodes: Map<string, EmailCode>;
}

/** The state the security centre's handlers use. */
export type State = CoreState & SecurityCentreState;

export const seedSecurityCentreState = (): SecurityCentreState => ({
  securityQuestions: new Map(),
  emailCodes: new Map(),
});
