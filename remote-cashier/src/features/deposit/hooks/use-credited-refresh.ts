import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '../api/deposit-api';
import { refreshBalances, refreshReports } from '../api/deposit-queries';

/**
 * When a screen sees an order become SUCCESS (on arrival, on a later read, or when the tab comes back),
 * every balance on the page is read again: the header and the member centre show the new figure without
 * a reload. Once per order per screen; the deposit report is refreshed with it.
 */
export function useCreditedRefresh(order: Pick<Order, 'orderNo' | 'status'> | undefined): void {
  const client = useQueryClient();
  const seen = useRef(new Set<string>());
  const orderNo = order?.orderNo;
  const status = order?.status;
  useEffect(() => {
    if (!orderNo || status !== 'SUCCESS' || seen.current.has(orderNo)) return;
    seen.current.add(orderNo);
    refreshBalances(client);
    refreshReports(client);
  }, [client, orderNo, status]);
}
