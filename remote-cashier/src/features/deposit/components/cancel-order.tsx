import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog, toApiError, toast, useSession } from '@mc/shared-kernel';
import { cancelOrder, type Order } from '../api/deposit-api';
import { refreshReports, storeOrder } from '../api/deposit-queries';
import { errorText } from '../api/errors';

/**
 * Cancelling an order still awaiting payment, after a confirmation (moving no money, it needs no
 * idempotency key: cancelling twice leaves it cancelled). An order that moved on meanwhile is read again.
 */
export function CancelOrder({ order, onStateChanged }: { order: Order; onStateChanged(): void }) {
  const { t } = useTranslation(['cashier-deposit', 'kernel']);
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.orderNo),
    onSuccess: (next) => {
      storeOrder(client, token, next);
      refreshReports(client);
    },
    onError: (error) => {
      const apiError = toApiError(error);
      if (apiError.code === 'deposit.state') onStateChanged();
      toast.error(errorText(t, apiError));
    },
  });
  const close = useCallback(() => setAsking(false), []);
  return (
    <>
      <button
        type="button"
        className="mc-btn mc-btn--block csh-dep-cancel"
        disabled={cancel.isPending}
        onClick={() => setAsking(true)}
      >
        {cancel.isPending ? t('cancel.cancelling') : t('cancel.button')}
      </button>
      <Dialog
        open={asking}
        title={t('cancel.title')}
        onClose={close}
        onConfirm={() => {
          setAsking(false);
          cancel.mutate();
        }}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
      >
        {t('cancel.text', { orderNo: order.orderNo })}
      </Dialog>
    </>
  );
}
