import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, formatDateTime, Skeleton, useSanitizerSettled } from '@mc/shared-kernel';
import { AgentShell } from '../../shell/agent-shell';
import { useAgentNotices, type AgentNotice } from './api/get-agent-notices';
import { useMarkNoticeRead } from './api/mark-notice-read';
import { NoticeDialog } from './components/notice-dialog';
import './agent-notices.css';

/**
 * /m/member/notice?types=A: the announcements for agents, newest first, unread ones marked. Opening one
 * shows it (sanitized) and marks it read; the footer badge follows at once. The page shows only agent
 * announcements: a link without `types=A` is rewritten to it (members never get here: agent pages send
 * them to /m/home; their notice list is /m/notice).
 */
export default function AgentNoticesPage() {
  const { t } = useTranslation('agent');
  const [params, setParams] = useSearchParams();
  const notices = useAgentNotices();
  const markRead = useMarkNoticeRead();
  const [openId, setOpenId] = useState<number | null>(null);
  // The sanitizer loads alongside the list, so an announcement opens formatted rather than as plain words first.
  useSanitizerSettled();

  const typesA = params.get('types')?.toUpperCase() === 'A';
  useEffect(() => {
    if (!typesA)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('types', 'A');
          return next;
        },
        { replace: true },
      );
  }, [typesA, setParams]);

  const { mutate } = markRead;
  const onShown = useCallback(
    (notice: AgentNotice) => {
      if (!notice.read) mutate(notice.id);
    },
    [mutate],
  );
  const close = useCallback(() => setOpenId(null), []);
  const open = notices.data?.find((n) => n.id === openId) ?? null;

  let body;
  if (notices.isError) body = <ErrorState error={notices.error} onRetry={() => void notices.refetch()} />;
  else if (!notices.data) {
    body = (
      <div className="agt-notices__skeleton" data-testid="notices-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </div>
    );
  } else if (notices.data.length === 0) body = <EmptyState>{t('agentNotices.empty')}</EmptyState>;
  else {
    body = (
      <ul className="agt-notices__list" aria-label={t('agentNotices.list')}>
        {notices.data.map((notice) => (
          <li
            key={notice.id}
            className={notice.read ? 'agt-notices__item' : 'agt-notices__item agt-notices__item--unread'}
            data-notice-id={notice.id}
          >
            <button
              type="button"
              className="agt-notices__open"
              aria-haspopup="dialog"
              onClick={() => setOpenId(notice.id)}
            >
              {notice.read ? null : (
                <span className="agt-notices__dot" data-testid="notice-unread">
                  <span className="agt-notices__sr">{t('agentNotices.unread')}</span>
                </span>
              )}
              <span className="agt-notices__title">{notice.title}</span>
              <time className="agt-notices__date" dateTime={new Date(notice.createdAt).toISOString()}>
                {formatDateTime(notice.createdAt)}
              </time>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AgentShell title={t('agentNotices.title')} back="/m/agent">
      <div className="agt-notices" aria-busy={notices.isPending}>
        {body}
      </div>
      <NoticeDialog notice={open} onClose={close} onShown={onShown} />
    </AgentShell>
  );
}
