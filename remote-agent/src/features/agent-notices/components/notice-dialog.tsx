import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, formatDateTime, inAppPath as kernelInAppPath, SafeHtml } from '@mc/shared-kernel';
import type { AgentNotice } from '../api/get-agent-notices';

/**
 * An in-app path of a link in the content (`/m/...` on this site as the kernel's URL rule reads it, same
 * window), followed without reloading the app.
 */
export function inAppPath(link: HTMLAnchorElement): string | null {
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  return kernelInAppPath(link.getAttribute('href'), '/m/');
}

/** One announcement opened: its title, date and the server's HTML, sanitized. Opening it marks it read. */
export function NoticeDialog({
  notice,
  onClose,
  onShown,
}: {
  notice: AgentNotice | null;
  onClose: () => void;
  onShown: (notice: AgentNotice) => void;
}) {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  useEffect(() => {
    if (notice) onShown(notice);
  }, [notice, onShown]);

  const followInAppLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const path = inAppPath(link);
    if (!path) return;
    event.preventDefault();
    onClose();
    navigate(path);
  };

  return (
    <Dialog open={notice !== null} title={notice?.title} onClose={onClose} cancelLabel={t('agentNotices.close')}>
      {notice ? (
        // A click on a link inside is delegated here: the div only passes it on.
        <div className="agt-notices__content" onClick={followInAppLink}>
          <time className="agt-notices__date" dateTime={new Date(notice.createdAt).toISOString()}>
            {formatDateTime(notice.createdAt)}
          </time>
          <SafeHtml html={notice.content} />
        </div>
      ) : null}
    </Dialog>
  );
}
