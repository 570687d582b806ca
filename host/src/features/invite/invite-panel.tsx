import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, bus, toast, useMemberInfo } from '@mc/shared-kernel';

/**
 * The bottom menu's invite entry opens a referral panel. The platform's referral
 * options are not specified; the panel offers the member's registration link carrying their id as
 * the affiliate code, which the registration screen reads from the URL.
 */
export function InvitePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('host');
  const member = useMemberInfo();
  const [copied, setCopied] = useState(false);
  const link = member.data
    ? `${window.location.origin}/m/register?affiliateCode=${encodeURIComponent(String(member.data.id))}`
    : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(t('invite.copied'));
    } catch {
      toast.error(t('invite.copyFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      title={t('invite.title')}
      onClose={onClose}
      onConfirm={link ? () => void copy() : undefined}
      confirmLabel={copied ? t('invite.copied') : t('invite.copy')}
    >
      <p>{t('invite.hint')}</p>
      {link ? (
        <input
          className="mc-field__input host-invite__link"
          readOnly
          value={link}
          aria-label={t('invite.link')}
          onFocus={(e) => e.target.select()}
        />
      ) : (
        <p>{t('kernel:state.loading')}</p>
      )}
    </Dialog>
  );
}

/** Opens the panel for whoever asks through the bus (bottom menu, member centre). */
export function InviteHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => bus.on('invite:open', () => setOpen(true)), []);
  return open ? <InvitePanel open onClose={() => setOpen(false)} /> : null;
}
