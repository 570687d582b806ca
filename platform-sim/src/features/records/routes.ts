import type { Routes } from '../../core/router';
import { accountRecordRoutes } from './account-record';
import { orderRoutes } from './orders';

/** The member's records: account record (ledger) and betting record (issue 17). */
export function registerRecords(router: Routes): void {
  router
    .get('/wps/wallet/transaction/details', accountRecordRoutes.accountRecord)
    .get('/lgw/orders', orderRoutes.orders)
    .get('/lgw/orders/detail', orderRoutes.orderDetail)
    .get('/lgw/orders/vendors', orderRoutes.orderVendors)
    .post('/lgw/orders/suborders/cancel', orderRoutes.cancelSubOrder);
}
