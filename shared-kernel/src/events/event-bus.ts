/** Typed events that cross package boundaries (host <-> remotes never import each other). */
export interface McEvents {
  'session:login': { userName: string };
  'session:logout': undefined;
  /** The server rejected the token; the session has already been cleared. */
  'session:expired': undefined;
  /** A guest or trial user reached something that needs more; the host shows the prompt. */
  'auth:required': { reason: 'login' | 'real-account' };
  'balance:refresh': undefined;
  /** Open the host's referral (invite friends) panel. */
  'invite:open': undefined;
  /** Open the host's app-download popup (the member centre's header asks for it). */
  'download:open': undefined;
  'language:changed': { language: string };
  /** A call answered that the platform is in maintenance; the host re-reads the site mode. */
  'system:maintenance': undefined;
}

type Handler<T> = (payload: T) => void;

export class EventBus<E extends object> {
  private handlers = new Map<keyof E, Set<Handler<never>>>();

  on<K extends keyof E>(type: K, handler: Handler<E[K]>): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler as Handler<never>);
    return () => set.delete(handler as Handler<never>);
  }

  emit<K extends keyof E>(type: K, ...payload: E[K] extends undefined ? [] : [E[K]]): void {
    for (const handler of [...(this.handlers.get(type) ?? [])]) {
      try {
        (handler as Handler<E[K] | undefined>)(payload[0]);
      } catch (error) {
        // One broken listener (say, in a remote) must not stop the others.
        console.error('event handler failed', type, error);
      }
    }
  }
}

export const bus = new EventBus<McEvents>();
