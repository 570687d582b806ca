import * as v from 'valibot';
import { useMutation } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

export interface SetPassword {
  password: string;
  confirmPassword: string;
}
export interface ChangePassword {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export interface ResetPassword {
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}

export const Done = v.unknown();

export const useSetPaymentPassword = () =>
  useMutation({
    mutationFn: (body: SetPassword) => api.post('/wps/security/payment-password', { json: body, schema: Done }),
  });

export const useChangePaymentPassword = () =>
  useMutation({
    mutationFn: (body: ChangePassword) => api.put('/wps/security/payment-password', { json: body, schema: Done }),
  });

export const useResetPaymentPassword = () =>
  useMutation({
    mutationFn: (body: ResetPassword) => api.post('/wps/security/payment-password/reset', { json: body, schema: Done }),
  });

export const SmsSent = v.object({ expiredMinutes: v.nullish(v.number()), mobileMasked: v.nullish(v.string()) });

/** Sends the reset code to the account's own mobile number (the platform knows it; nothing is typed). */
export const sendResetCode = () => api.post('/wps/verification/sms/payment-password', { json: {}, schema: SmsSent });
