// Claim states: where a member stands on a promotion, and a reward's state; the promotions and the reward
// centre label them alike.
export { CLAIM_STATES, PROMOTIONS_NS } from './claim-states';
