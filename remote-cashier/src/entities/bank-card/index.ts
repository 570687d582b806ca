// A bank card bound to the account: its shape, the list of them (with the limit and the payee name), and
// the call that binds one.
export { bankCardKeys, BankCardSchema, useBankCards, type BankCard, type BankCards } from './bank-cards';
export { bindCard, type BindCardRequest } from './bind-card';
