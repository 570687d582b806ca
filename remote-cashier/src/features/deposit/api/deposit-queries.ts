import { useQuery, type QueryClient } from '@tanstack/react-query';
import { currentLanguage, useSession } from '@mc/shared-kernel';
import { walletKeys } from '../../../entities/centre-wallet';
import { orderReportKeys } from '../../../entities/order';
import { getChannels, getOrder, getPromotions, type Order } from './deposit-api';

/**
 * Query keys are per session (another login never sees this member's orders, not even cached). Reports
 * are the record kit's under `orderReportKeys`; the header's balance is under `walletKeys.all`.
 */
export const depositKeys = {
  all: ['cashier', 'deposit'] as const,
  channels: (token: string | null) => ['cashier', 'deposit', 'channels', token] as const,
  promotions: (token: string | null, language: string) =>
    ['cashier', 'deposit', 'promotions', token, language] as const,
  order: (token: string | null, orderNo: string) => ['cashier', 'deposit', 'order', token, orderNo] as const,
};

const useToken = () => useSession((s) => s.info?.token ?? null);

export function useChannels() {
  const token = useToken();
  return useQuery({
    queryKey: depositKeys.channels(token),
    queryFn: getChannels,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export function usePromotions() {
  const token = useToken();
  const language = currentLanguage();
  return useQuery({
    queryKey: depositKeys.promotions(token, language),
    queryFn: getPromotions,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export interface OrderQueryOptions {
  /** ms between reads while the order is in a state that may change by itself; false: never. */
  refetchInterval?: (order: Order | undefined) => number | false;
}

export function useOrder(orderNo: string | null, { refetchInterval }: OrderQueryOptions = {}) {
  const token = useToken();
  return useQuery({
    queryKey: depositKeys.order(token, orderNo ?? ''),
    queryFn: ({ signal }) => getOrder(orderNo!, signal),
    enabled: token !== null && orderNo !== null,
    // The order moves on without this page (the platform approves it, the gateway reports it): read it
    // again whenever the player comes back to the tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
    refetchIntervalInBackground: false,
  });
}

/** An order the platform just answered with goes into the cache the order screen reads. */
export function storeOrder(client: QueryClient, token: string | null, order: Order): void {
  client.setQueryData(depositKeys.order(token, order.orderNo), order);
}

/** The deposit report shows every order with its status: after a change it is read again. */
export function refreshReports(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: orderReportKeys.all });
}

/** Money was credited: every balance on the page (header, member centre, wallet) is read again. */
export function refreshBalances(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: walletKeys.all });
}
