import { accountKey, type CoreState } from '../../core/state';

/** Social identities of the seeded accounts (`<PROVIDER>:<subject>` → username). */
export const SEEDED_IDENTITIES: Readonly<Record<string, string>> = {
  'FACEBOOK:fb-demo01': 'demo01',
  'GOOGLE:g-demo01': 'demo01',
};

/** The session feature's part of the state. */
export interface SessionState {
  /** Social identities `<PROVIDER>:<subject>` → account key. */
  identities: Map<string, string>;
}

/** The state the session feature's handlers use. */
export type State = CoreState & SessionState;

export const seedSessionState = (): SessionState => ({
  identities: new Map(
    Object.entries(SEEDED_IDENTITIES).map(([identity, username]) => [identity, accountKey(username)]),
  ),
});
