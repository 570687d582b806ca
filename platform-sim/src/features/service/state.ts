import type { CoreState } from '../../core/state';

/** The live-chat provider (service feature): null `url` = the sim's own chat page, served under /wps. */
export interface ChatProvider {
  url: string | null;
  /** Whether the provider lets the site show it in a frame. */
  embeddable: boolean;
}

export interface ChatRoom {
  lang: 'EN' | 'MY';
  messages: { from: 'member' | 'agent'; text: string }[];
}

/** The service feature's part of the state. */
export interface ServiceState {
  /** Live chat: the provider and the sim chat page's rooms by ticket. */
  chat: ChatProvider;
  chatRooms: Map<string, ChatRoom>;
}

/** The state the service feature's handlers use. */
export type State = CoreState & ServiceState;

export const seedServiceState = (): ServiceState => ({ chat: { url: null, embeddable: true }, chatRooms: new Map() });
