import * as v from 'valibot';
import { useMutation } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

export const SmsSent = v.object({ expiredMinutes: v.optional(v.nullable(v.number())) });

/** Sends the SMS login code; the platform answers the same for a number it does not know. */
export function sendLoginSms(mobileNum: string) {
  return api.post('/wps/verification/sms/noLogin', { module: 'VERIFICATION3', json: { mobileNum }, schema: SmsSent });
}

export function useSendLoginSms() {
  return useMutation({ mutationFn: sendLoginSms });
}
