// What the platform says about withdrawing now: balances, what may leave, limits, fee, the setup's state.
export { useWithdrawInfo, withdrawInfoKeys, type WithdrawInfo } from './withdraw-info';
