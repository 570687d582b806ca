// The way back of a guided step (bind a card, set a payment password) to the screen that sent the person there.
export { guideLink, safeReturnTo, WITHDRAW_PATH } from './return-to';
