import { useTranslation } from 'react-i18next';
import { formatMoney, PlatformImage } from '@mc/shared-kernel';
import type { Channel } from '../api/deposit-api';

/** "1.50" → "1.5", "0.00" → "0", "20.00" → "20". */
export const percentText = (percent: string): string => percent.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** The channel's icon, or its initials in a box of the same size when there is none. */
export function ChannelIcon({ channel }: { channel: Pick<Channel, 'icon' | 'name'> }) {
  return (
    <span className="csh-dep-icon" aria-hidden>
      <span className="csh-dep-icon__initials">{channel.name.slice(0, 2)}</span>
      <PlatformImage className="csh-dep-icon__img" src={channel.icon} width={36} height={36} />
    </span>
  );
}

/** Limits and fee of a channel, as one short line. */
export function ChannelLimits({ channel }: { channel: Channel }) {
  const { t } = useTranslation('cashier-deposit');
  const fee = /^0+(\.0*)?$/.test(channel.feePercent)
    ? t('channel.noFee')
    : t('channel.fee', { percent: percentText(channel.feePercent) });
  return (
    <span className="csh-dep-limits">
      {t('channel.limits', { min: formatMoney(channel.min), max: formatMoney(channel.max) })}
      {' · '}
      {fee}
      {channel.integerOnly ? (
        <>
          {' · '}
          {t('channel.wholeOnly')}
        </>
      ) : null}
    </span>
  );
}
