import { useTranslation } from 'react-i18next';
import './records.css';

export type StatusTone = 'success' | 'pending' | 'failure' | 'neutral';

/** A screen's known statuses: the tone of each, and the i18n key (with its namespace) of its label. */
export interface StatusScheme {
  tones: Readonly<Record<string, StatusTone>>;
  labelKey: (status: string) => string;
}

/** Tone and label key of a status; one the screen does not know is a neutral "Other". */
export function resolveStatus(scheme: StatusScheme, status: string): { tone: StatusTone; labelKey: string } {
  // Own keys only: a status called "constructor" is not known because every object has one.
  if (!Object.hasOwn(scheme.tones, status)) return { tone: 'neutral', labelKey: 'kernel:records.status.other' };
  return { tone: scheme.tones[status]!, labelKey: scheme.labelKey(status) };
}

/** A status the platform adds later still shows (as "Other") instead of failing the whole list. */
export function StatusLabel({ status, scheme }: { status: string; scheme: StatusScheme }) {
  const { t } = useTranslation('kernel');
  const { tone, labelKey } = resolveStatus(scheme, status);
  return (
    <span className={`mc-status mc-status--${tone}`} data-tone={tone}>
      {t(labelKey)}
    </span>
  );
}
