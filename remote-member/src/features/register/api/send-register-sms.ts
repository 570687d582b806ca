import * as v from 'valibot';
import { api } from '@mc/shared-kernel';

export const SmsSent = v.object({ expiredMinutes: v.optional(v.nullable(v.number())) });

export interface RegisterSmsRequest {
  mobileNo: string;
  countryDialingCode: string;
}

/** Sends the registration SMS code; `expiredMinutes` sets the button's countdown. */
export const sendRegisterSms = (request: RegisterSmsRequest) =>
  api.post('/wps/verification/sms/register', { json: request, schema: SmsSent });
