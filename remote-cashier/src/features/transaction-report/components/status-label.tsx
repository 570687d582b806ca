import { useTranslation } from 'react-i18next';

const KNOWN = ['SUCCESS', 'PENDING', 'REJECTED'] as const;
type KnownStatus = (typeof KNOWN)[number];
const isKnown = (status: string): status is KnownStatus => (KNOWN as readonly string[]).includes(status);

/** A status the contract does not list still shows (as "Other") instead of failing the whole list. */
export function StatusLabel({ status }: { status: string }) {
  const { t } = useTranslation('cashier');
  const known = isKnown(status) ? status : null;
  return (
    <span className={`csh-status csh-status--${known ? known.toLowerCase() : 'other'}`}>
      {known ? t(`status.${known}`) : t('status.other')}
    </span>
  );
}
