// A deposit or withdrawal order: the states its record shows, and the keys of its report.
export { ORDER_STATUSES } from './order-status';
export { orderReportKeys, type OrderKind } from './order-reports';
