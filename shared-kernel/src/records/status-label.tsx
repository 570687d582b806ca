import { useTranslation } from 'react-i18next';
import './records.css';
import { NS } from './i18n/namespace';

export type StatusTone = 'success' | 'pending' | 'failure' | 'neutral';

/** A screen's known statuses: the tone of each, and where its label is in the screen's translations. */
export interface StatusScheme {
  /** The i18n namespace of the labels; the label waits for it to load. */
  namespace: string;
  tones: Readonly<Record<string, StatusTone>>;
  /** The key of a known status's label in `namespace`. */
  labelKey: (status: string) => string;
}

/** Whether the screen knows a status, and its tone; one it does not know is neutral. */
export function resolveStatus(scheme: StatusScheme, status: string): { known: boolean; tone: StatusTone } {
  // Own keys only: a status called "constructor" is not known because every object has one.
  if (!Object.hasOwn(scheme.tones, status)) return { known: false, tone: 'neutral' };
  return { known: true, tone: scheme.tones[status]! };
}

/** A status the platform adds later still shows (as "Other") instead of failing the whole list. */
export function StatusLabel({ status, scheme }: { status: string; scheme: StatusScheme }) {
  const { t } = useTranslation([scheme.namespace, NS]);
  const { known, tone } = resolveStatus(scheme, status);
  return (
    <span className={`mc-status mc-status--${tone}`} data-tone={tone}>
      {known ? t(scheme.labelKey(status), { ns: scheme.namespace }) : t('status.other', { ns: NS })}
    </span>
  );
}
