/** A bank (or e-wallet) a member can withdraw to; the account number is accountMin..accountMax digits. */
export interface WithdrawBank {
  readonly code: string;
  readonly name: string;
  readonly accountMin: number;
  readonly accountMax: number;
}

/**
 * Myanmar banks in the platform's order. Lengths as their account numbers are printed: KBZ 17 digits,
 * CB 16, the others within a range (branches and account types differ); the e-wallets take the
 * wallet's mobile number (09…).
 */
export const WITHDRAW_BANKS: readonly WithdrawBank[] = [
  { code: 'KBZ', name: 'KBZ Bank', accountMin: 17, accountMax: 17 },
  { code: 'AYA', name: 'AYA Bank', accountMin: 16, accountMax: 20 },
  { code: 'CB', name: 'CB Bank', accountMin: 16, accountMax: 16 },
  { code: 'YOMA', name: 'Yoma Bank', accountMin: 12, accountMax: 14 },
  { code: 'UAB', name: 'UAB Bank', accountMin: 13, accountMax: 16 },
  { code: 'MAB', name: 'MAB Bank', accountMin: 13, accountMax: 16 },
  { code: 'AGD', name: 'AGD Bank', accountMin: 12, accountMax: 14 },
  { code: 'MCB', name: 'MCB Bank', accountMin: 12, accountMax: 14 },
  { code: 'MOB', name: 'Myanma Oriental Bank', accountMin: 12, accountMax: 14 },
  { code: 'IWB', name: 'Innwa Bank', accountMin: 12, accountMax: 14 },
  { code: 'KBZPAY', name: 'KBZPay', accountMin: 9, accountMax: 11 },
  { code: 'WAVEPAY', name: 'WavePay', accountMin: 9, accountMax: 11 },
];

export const bankByCode = (code: string): WithdrawBank | undefined =>
  WITHDRAW_BANKS.find((b) => b.code === code.toUpperCase());
