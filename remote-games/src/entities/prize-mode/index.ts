// The platform's lottery prize modes (the lottery lobby's tabs), their labels, and the lobby tab of each.
export {
  DEFAULT_PRIZE_MODE,
  DEFAULT_VENDOR,
  PRIZE_MODES,
  knownPrizeMode,
  launchGameType,
  prizeModeFromQuery,
  prizeModeLabelKey,
  type PrizeMode,
} from './prize-modes';
export { lotteryHref } from './lottery-href';
