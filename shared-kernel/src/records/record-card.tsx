import type { ReactNode } from 'react';
import './records.css';

export interface RecordFact {
  label: ReactNode;
  value: ReactNode;
}

/**
 * The usual content of a report row: a headline (an amount, a game) with its status beside it, then
 * label/value facts (order number, bank, time) as a description list.
 */
export function RecordCard({
  headline,
  status,
  facts,
}: {
  headline: ReactNode;
  status?: ReactNode;
  facts: readonly RecordFact[];
}) {
  return (
    <>
      <div className="mc-record-card__top">
        <span className="mc-record-card__headline">{headline}</span>
        {status}
      </div>
      <dl className="mc-record-card__facts">
        {facts.map((fact, index) => (
          // Facts are a fixed list per screen: their order is their identity.
          <div key={index}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
