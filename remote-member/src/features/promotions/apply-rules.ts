import { required, visibleOnly, type Rule } from '@mc/shared-kernel';
import { NS } from './phases';

/** An application's limits (platform-sim enforces the same): remark 1–140 characters as people see them, 3 pictures. */
export const APPLY_LIMITS = { remarkMax: 140, maxImages: 3 } as const;

const atMost =
  (max: number, key: string): Rule =>
  (value) =>
    [...value.trim()].length > max ? { key, params: { max } } : null;

export const applyRules = {
  remark: [
    required(`${NS}:errors.remarkRequired`),
    visibleOnly(`${NS}:errors.invisible`),
    atMost(APPLY_LIMITS.remarkMax, `${NS}:errors.remarkLength`),
  ],
};

/** What tapping "apply" does for this visitor: ask a guest to log in, tell a trial user, or open the form. */
export type ApplyGate = 'login' | 'real-account' | 'unavailable' | 'open';

export function applyGate(
  session: { loggedIn: boolean; trial: boolean },
  promotion: { mode: string; phase: string; canApply: boolean },
): ApplyGate {
  if (promotion.mode === 'NONE' || promotion.phase !== 'ongoing') return 'unavailable';
  if (!session.loggedIn) return 'login';
  if (session.trial) return 'real-account';
  return promotion.canApply ? 'open' : 'unavailable';
}
