import * as v from 'valibot';
import { api } from '@mc/shared-kernel';

/** Unbinds a card; the platform checks the payment password first (wrong / locked as for a withdrawal). */
export const unbindCard = (cardId: string, paymentPassword: string) =>
  api.delete(`/wps/security/bank-cards/${encodeURIComponent(cardId)}`, {
    json: { paymentPassword },
    schema: v.unknown(),
  });
