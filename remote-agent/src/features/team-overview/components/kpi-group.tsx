import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, formatMoney, Skeleton } from '@mc/shared-kernel';

export interface KpiFigure<T> {
  /** The figure's field in the group's answer. */
  field: keyof T & string;
  kind: 'count' | 'money';
}

/**
 * One group of team figures (a heading and label/value pairs). It loads, fails and retries on its own:
 * a group that could not be loaded leaves the others on screen.
 */
export function KpiGroup<T extends object>({
  group,
  query,
  figures,
}: {
  group: 'a' | 'b' | 'c';
  query: UseQueryResult<T>;
  figures: readonly KpiFigure<T>[];
}) {
  const { t } = useTranslation('agent');
  const titleId = useId();
  return (
    <section className="agt-overview__group" aria-labelledby={titleId} aria-busy={query.isPending} data-group={group}>
      <h2 className="agt-overview__title" id={titleId}>
        {t(`teamOverview.groups.${group}`)}
      </h2>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} compact />
      ) : (
        <dl className="agt-overview__grid">
          {figures.map(({ field, kind }) => {
            const value = query.data?.[field];
            let shown;
            if (query.isPending || value === undefined) shown = <Skeleton width={56} height={20} />;
            else if (kind === 'money') shown = formatMoney(value as string);
            else shown = String(value);
            const negative = kind === 'money' && typeof value === 'string' && value.startsWith('-');
            return (
              <div key={field} className="agt-overview__item" data-figure={field}>
                <dt className="agt-overview__label">{t(`teamOverview.figures.${field}`)}</dt>
                <dd className={negative ? 'agt-overview__value agt-overview__value--negative' : 'agt-overview__value'}>
                  {shown}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
