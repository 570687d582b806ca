import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, formatDateTime, toApiError, toast } from '@mc/shared-kernel';
import { useFollowInAppLink } from '../in-app-link';
import type { InboxSummary } from './api/inbox-api';
import { useInboxActions } from './use-inbox';
import { MessageBody } from './message-body';

interface Props {
  message: InboxSummary;
  open: boolean;
  onToggle: () => void;
}

/** One message: a heading button (unread marker) that opens its content, which marks it read; delete asks first. */
export function InboxItem({ message, open, onToggle }: Props) {
  const { t } = useTranslation('member-inbox');
  const buttonId = useId();
  const panelId = useId();
  const { read, remove } = useInboxActions();
  const [confirming, setConfirming] = useState(false);
  const deleting = useRef(false);

  const { mutate: markRead } = read;
  const onShown = useCallback(() => {
    if (!message.read) markRead(message.id);
  }, [message.read, message.id, markRead]);

  const confirmDelete = () => {
    // A second tap while the first delete is on its way sends nothing more.
    if (deleting.current) return;
    deleting.current = true;
    remove.mutate(message.id, {
      onSuccess: () => toast.success(t('deleted')),
      onError: (error) => toast.error(toApiError(error).code === 'inbox.not.found' ? t('gone') : t('failed')),
      onSettled: () => {
        deleting.current = false;
        setConfirming(false);
      },
    });
  };

  // In-app links of the content stay in the app instead of reloading it.
  const followInAppLink = useFollowInAppLink();

  return (
    <article
      className={message.read ? 'mem-inbox__item' : 'mem-inbox__item mem-inbox__item--unread'}
      data-message-id={message.id}
    >
      <h2 className="mem-inbox__heading">
        <button
          type="button"
          id={buttonId}
          className="mem-inbox__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {message.read ? null : (
            <span className="mem-inbox__dot" data-testid="message-unread">
              {/* The dot is for the eye; the words are for a screen reader. */}
              <span className="mem-inbox__sr">{t('unread')}</span>
            </span>
          )}
          <span className="mem-inbox__title">{message.title}</span>
          <time className="mem-inbox__date" dateTime={new Date(message.createdAt).toISOString()}>
            {formatDateTime(message.createdAt)}
          </time>
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="mem-inbox__panel"
        hidden={!open}
        onClick={followInAppLink}
      >
        {open ? (
          <>
            <MessageBody id={message.id} onShown={onShown} />
            <button type="button" className="mc-btn mem-inbox__delete" onClick={() => setConfirming(true)}>
              {t('delete')}
            </button>
          </>
        ) : null}
      </div>
      <Dialog
        open={confirming}
        title={t('deleteTitle')}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
      >
        <p>{t('deleteBody', { title: message.title })}</p>
      </Dialog>
    </article>
  );
}
