import type { ReactNode } from 'react';
import './records.css';

/** The column a report screen is laid out in: notice, filters, totals, list. */
export function ReportLayout({ children }: { children: ReactNode }) {
  return <div className="mc-records">{children}</div>;
}
