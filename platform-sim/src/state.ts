import type { Catalogue } from './core/catalogue';
import type { CoreState } from './core/state';
import { seedRecentState, type RecentState } from './data/recent';
import { seedRegisterState, type RegisterState } from './data/register';
import { seedCore } from './data/seed';
import { seedAnnouncementsState, type AnnouncementsState } from './features/announcements/state';
import { seedContractsState, type ContractsState } from './features/contracts/state';
import { seedFeedbackState, type FeedbackState } from './features/feedback/state';
import { seedGamesState, type GamesState } from './features/games/state';
import { seedHeadIconState, type HeadIconState } from './features/head-icon/state';
import { seedInboxState, type InboxState } from './features/inbox/state';
import { seedPlayState, type PlayState } from './features/play/state';
import { seedPromotionsState, type PromotionsState } from './features/promotions/state';
import { seedRebateState, type RebateState } from './features/rebate/state';
import { seedSecurityCentreState, type SecurityCentreState } from './features/security-centre/state';
import { seedServiceState, type ServiceState } from './features/service/state';
import { seedSessionState, type SessionState } from './features/session/state';
import { seedSiteState, type SiteState } from './features/site/state';
import { seedSystemState, type SystemState } from './features/system/state';
import { seedWithdrawState, type WithdrawState } from './features/withdraw/state';

/**
 * The platform's whole state, everything that /__sim/reset puts back: the core state (core/state.ts), the
 * parts that data/ keeps for several features, and each feature's own part (features/<name>/state.ts).
 */
export interface SimState
  extends
    CoreState,
    RegisterState,
    RecentState,
    SessionState,
    SecurityCentreState,
    AnnouncementsState,
    GamesState,
    SystemState,
    InboxState,
    FeedbackState,
    HeadIconState,
    ServiceState,
    PlayState,
    SiteState,
    ContractsState,
    WithdrawState,
    RebateState,
    PromotionsState {}

/** The whole seeded state for `seed` at time `now`; the same inputs give the same state. */
export function seedState(seed: number, now: number, catalogue: Catalogue): SimState {
  const core = seedCore(seed, now, catalogue);
  return {
    ...core,
    ...seedRegisterState(),
    ...seedRecentState(),
    ...seedSessionState(),
    ...seedSecurityCentreState(),
    ...seedAnnouncementsState(core.nextIds, now),
    ...seedGamesState(seed, now, catalogue),
    ...seedSystemState(),
    ...seedInboxState(core, now),
    ...seedFeedbackState(core.nextIds, now),
    ...seedHeadIconState(),
    ...seedServiceState(),
    ...seedPlayState(),
    ...seedSiteState(),
    ...seedContractsState(now),
    ...seedWithdrawState(),
    ...seedRebateState(seed, now),
    ...seedPromotionsState(now),
  };
}
