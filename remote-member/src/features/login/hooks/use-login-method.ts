import { useState } from 'react';
import { useSwitch, type CredentialMethod } from '@mc/shared-kernel';

export type LoginMethod = CredentialMethod;

/** Username + password, or mobile + SMS code; the SMS method exists only while MOBILEVERCODELOGIN3 is on. */
export function useLoginMethod(): { method: LoginMethod; smsEnabled: boolean; setMethod(method: LoginMethod): void } {
  const smsEnabled = useSwitch('MOBILEVERCODELOGIN3');
  const [chosen, setMethod] = useState<LoginMethod>('username');
  return { method: smsEnabled ? chosen : 'username', smsEnabled, setMethod };
}
