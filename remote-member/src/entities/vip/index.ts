// The member's VIP progress: the member centre's panel and the VIP benefits page show the one figure.
export { vipPercent } from './vip-progress';
