import * as v from 'valibot';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';

export const PasswordState = v.object({ set: v.boolean(), lockedUntil: v.nullable(v.number()) });
export type PasswordState = v.InferOutput<typeof PasswordState>;

export const paymentPasswordKeys = {
  all: ['cashier', 'payment-password'] as const,
  state: (token: string | null) => ['cashier', 'payment-password', token] as const,
};

/** Whether the account has a payment password, and until when wrong ones locked it. */
export function usePaymentPasswordState({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: paymentPasswordKeys.state(token),
    queryFn: () => api.get('/wps/security/payment-password', { schema: PasswordState }),
    enabled: enabled && token !== null,
    staleTime: 0,
  });
}

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
