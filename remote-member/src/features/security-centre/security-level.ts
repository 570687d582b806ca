/** What the security level counts: one point for each that is set. */
export interface SecurityFacts {
  loginPassword: boolean;
  paymentPassword: boolean;
  bankCard: boolean;
  email: boolean;
  mobile: boolean;
  payeeName: boolean;
  securityQuestions: boolean;
}

export type LevelName = 'low' | 'medium' | 'high';

export interface SecurityLevel {
  points: number;
  max: number;
  name: LevelName;
}

/** 7 points at most; 0–3 low, 4–5 medium, 6–7 high (the screen states the same rule). */
export function securityLevel(facts: SecurityFacts): SecurityLevel {
  const values = Object.values(facts);
  const points = values.filter((set) => set === true).length;
  const name: LevelName = points >= 6 ? 'high' : points >= 4 ? 'medium' : 'low';
  return { points, max: values.length, name };
}
