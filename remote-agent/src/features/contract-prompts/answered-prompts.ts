import { safeStorage } from '@mc/shared-kernel';
import { CONTRACT_PROMPTS, type ContractKind } from './contract-rules';

/**
 * Which prompts this browser session has answered (go or cancel), so coming back to home does not ask again.
 * Session storage: sign-out empties it, and another account in the same tab starts afresh.
 */
export const ANSWERED_KEY = 'MC_CONTRACT_PROMPTS';

interface Stored {
  user: string;
  answered: string[];
}

const KINDS: readonly string[] = CONTRACT_PROMPTS.map((p) => p.kind);
const sameUser = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function readAnswered(user: string): Set<ContractKind> {
  try {
    const stored = JSON.parse(safeStorage('session')?.getItem(ANSWERED_KEY) ?? 'null') as Stored | null;
    if (!stored || typeof stored.user !== 'string' || !sameUser(stored.user, user) || !Array.isArray(stored.answered))
      return new Set();
    return new Set(stored.answered.filter((kind): kind is ContractKind => KINDS.includes(kind)));
  } catch {
    return new Set();
  }
}

export function saveAnswered(user: string, answered: ReadonlySet<ContractKind>): void {
  try {
    safeStorage('session')?.setItem(ANSWERED_KEY, JSON.stringify({ user, answered: [...answered] } satisfies Stored));
  } catch {
    // Storage full or refused: the prompts may show again next time, nothing worse.
  }
}
