import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useUnreadCount } from '@mc/shared-kernel';
import { RecordList } from '@mc/shared-kernel/records';
import { useInboxActions, useInboxPages } from './use-inbox';
import { InboxItem } from './inbox-item';
import './inbox.css';

/** The inbox itself: unread summary, mark all read, the paged messages. */
export function InboxPanel() {
  const { t } = useTranslation('member-inbox');
  const pages = useInboxPages();
  const unread = useUnreadCount();
  const { readAll } = useInboxActions();
  const [open, setOpen] = useState<number | null>(null);
  const sending = useRef(false);
  const count = unread.data?.count ?? 0;

  const onReadAll = () => {
    if (sending.current || count === 0) return;
    sending.current = true;
    readAll.mutate(undefined, {
      onSuccess: () => toast.success(t('markedAllRead')),
      onError: () => toast.error(t('failed')),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <div className="mem-inbox">
      <div className="mem-inbox__bar">
        <p className="mem-inbox__summary" aria-live="polite">
          {count > 0 ? t('unreadSummary', { count }) : t('allRead')}
        </p>
        <button
          type="button"
          className="mc-btn mem-inbox__read-all"
          disabled={count === 0}
          aria-busy={readAll.isPending}
          onClick={onReadAll}
        >
          {t('markAllRead')}
        </button>
      </div>
      <RecordList
        pages={pages}
        label={t('list')}
        emptyText={t('empty')}
        rowKey={(row) => String(row.id)}
        renderRow={(row) => (
          <InboxItem
            message={row}
            open={open === row.id}
            onToggle={() => setOpen((current) => (current === row.id ? null : row.id))}
          />
        )}
      />
    </div>
  );
}
