import { useTranslation } from 'react-i18next';
import { useMemberInfo, useSession, useSwitch, type Cents } from '@mc/shared-kernel';
import { UplineTransferForm } from './upline-transfer-form';

/** Who may send to the upline: the AGETRANSFERUP3 switch on, the member's toUpline flag set, and a member type other than 2. */
export function useUplineGate(): boolean {
  const switchOn = useSwitch('AGETRANSFERUP3');
  const member = useMemberInfo();
  const type = useSession((s) => s.info?.type);
  return switchOn && member.data?.toUpline === true && type !== undefined && type !== 2;
}

/** Transfer to the upline agent; nothing at all when the gate is closed. */
export function UplineTransfer({ centre }: { centre: Cents | undefined }) {
  const { t } = useTranslation('cashier-wallet');
  const open = useUplineGate();
  if (!open) return null;
  return (
    <section className="csh-wallet__card" aria-labelledby="csh-wallet-upline">
      <h2 className="csh-wallet__section-title" id="csh-wallet-upline">
        {t('upline.title')}
      </h2>
      <p className="csh-wallet__hint">{t('upline.hint')}</p>
      <UplineTransferForm centre={centre} />
    </section>
  );
}
