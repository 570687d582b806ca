import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUnreadCount } from '@mc/shared-kernel';
import { InboxGate } from '../../entities/inbox';
import { AnnouncementList } from '../../entities/notice';
import { NewsList } from './components/news-list';
import { MESSAGE_TABS, nextTab, parseTab, type MessageTab } from './message-tabs';
import './message.css';

/**
 * /m/message: the member's message centre. Three tabs rather than one mixed list: the inbox (personal,
 * with read state and the unread count), the announcements and the system notices (site-wide, no read
 * state per member) come from different calls; each loads only when its tab is opened. `?tab=` keeps the
 * tab across a reload and back navigation.
 */
export default function MessagePage() {
  const { t } = useTranslation('member-message');
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, valid } = parseTab(searchParams.get('tab'));
  const unread = useUnreadCount().data?.count ?? 0;
  const baseId = useId();
  const tabRefs = useRef(new Map<MessageTab, HTMLButtonElement>());

  // A tab that does not exist is corrected in the address rather than left there.
  useEffect(() => {
    if (valid) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('tab');
        return next;
      },
      { replace: true },
    );
  }, [valid, setSearchParams]);

  const select = (next: MessageTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'inbox') params.delete('tab');
        else params.set('tab', next);
        params.delete('id');
        return params;
      },
      { replace: true },
    );

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTab(tab, event.key);
    if (!next) return;
    event.preventDefault();
    select(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div className="mem-message">
      <div className="mem-message__tabs" role="tablist" aria-label={t('tabs')}>
        {MESSAGE_TABS.map((name) => {
          const selected = name === tab;
          const count = name === 'inbox' ? unread : 0;
          return (
            <button
              key={name}
              ref={(el) => {
                if (el) tabRefs.current.set(name, el);
                else tabRefs.current.delete(name);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${name}`}
              aria-selected={selected}
              aria-controls={`${baseId}-${name}-panel`}
              tabIndex={selected ? 0 : -1}
              className="mem-message__tab"
              onClick={() => select(name)}
              onKeyDown={onKeyDown}
            >
              {t(`tab.${name}`)}
              {count > 0 ? (
                <span className="mem-message__count" data-testid="tab-unread">
                  <span aria-hidden>{count > 99 ? '99+' : count}</span>
                  <span className="mem-message__sr">{t('unread', { count })}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}`}
        className="mem-message__panel"
      >
        {tab === 'inbox' ? <InboxGate /> : tab === 'notice' ? <AnnouncementList /> : <NewsList />}
      </div>
    </div>
  );
}
