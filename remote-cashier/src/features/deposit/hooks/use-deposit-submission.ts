import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@mc/shared-kernel';
import { useMoneySubmission, type MoneySubmission } from '@mc/shared-kernel/money';
import {
  createOrder,
  OrderSchema,
  sendProof,
  type CreateOrderBody,
  type Order,
  type ProofPayload,
} from '../api/deposit-api';
import { refreshReports, storeOrder } from '../api/deposit-queries';

export interface Resendable<P> extends MoneySubmission<P, Order> {
  /** The platform never saw the last submission: send the same one again (same key, same body). */
  resend(): void;
}

/** Keeps what was sent, so "try again" after a lost answer sends exactly that again under its key. */
function useResendable<P>(submission: MoneySubmission<P, Order>): Resendable<P> {
  const last = useRef<P | null>(null);
  const { submit } = submission;
  const remembered = useCallback(
    (payload: P) => {
      last.current = payload;
      return submit(payload);
    },
    [submit],
  );
  const resend = useCallback(() => {
    if (last.current !== null) void submit(last.current);
  }, [submit]);
  return { ...submission, submit: remembered, resend };
}

/**
 * Creating a deposit order, exactly once (kind `deposit`): a double tap sends one request; a lost answer
 * is looked up before anything is sent again; a reload while it was unknown resumes the check.
 */
export function useCreateOrder(): Resendable<CreateOrderBody> {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  const submission = useMoneySubmission<CreateOrderBody, Order>({
    kind: 'deposit',
    send: createOrder,
    schema: OrderSchema,
    onDone: (order) => {
      storeOrder(client, token, order);
      refreshReports(client);
    },
  });
  return useResendable(submission);
}

/**
 * Sending the proof of payment, exactly once (kind `deposit-proof`); the order it answers is the order now.
 * `onSent` runs as it arrives (the form is gone right after, when the order screen shows the new state).
 */
export function useSendProof(onSent?: () => void): Resendable<ProofPayload> {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  const submission = useMoneySubmission<ProofPayload, Order>({
    kind: 'deposit-proof',
    send: sendProof,
    schema: OrderSchema,
    onDone: (order) => {
      onSent?.();
      storeOrder(client, token, order);
      refreshReports(client);
    },
  });
  return useResendable(submission);
}
