import * as v from 'valibot';
import { api } from '@mc/shared-kernel';

export const SmsSent = v.object({ expiredMinutes: v.optional(v.nullable(v.number())) });
export type SmsSent = v.InferOutput<typeof SmsSent>;

/** Sends the code for setting a password by phone (module PWRESETSMS3, JSON). */
export function sendResetSmsCode(mobileNum: string): Promise<SmsSent> {
  return api.post('/wps/verification/sms/reset', { module: 'PWRESETSMS3', json: { mobileNum }, schema: SmsSent });
}
