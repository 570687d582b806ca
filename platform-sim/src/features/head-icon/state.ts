import type { CoreState } from '../../core/state';

/** A member's profile picture (head-icon feature): the bytes as sent, served under a name of its own. */
export interface HeadIcon {
  /** File name under /wps/assets/head/, new for every upload so a cached old picture is never shown. */
  file: string;
  type: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

/** The head-icon feature's part of the state. */
export interface HeadIconState {
  /** Profile pictures per account key; absent = none uploaded. */
  headIcons: Map<string, HeadIcon>;
}

/** The state the head-icon feature's handlers use. */
export type State = CoreState & HeadIconState;

export const seedHeadIconState = (): HeadIconState => ({ headIcons: new Map() });
