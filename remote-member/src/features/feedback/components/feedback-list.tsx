import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mc/shared-kernel';
import { RecordList, StatusLabel, useRecordPages, type StatusScheme } from '@mc/shared-kernel/records';
import { FEEDBACK_KEY, getFeedbackPage } from '../api/feedback-api';

const STATUSES: StatusScheme = {
  namespace: 'member-feedback',
  tones: { PENDING: 'pending', REPLIED: 'success' },
  labelKey: (status) => `status.${status}`,
};

/** The member's own feedback, newest first, with its status and the platform's reply (plain text, as typed). */
export const FeedbackList = forwardRef<HTMLHeadingElement>(function FeedbackList(_props, heading) {
  const { t } = useTranslation('member-feedback');
  const pages = useRecordPages({
    key: FEEDBACK_KEY,
    params: null,
    fetchPage: (_params, pageNo, signal) => getFeedbackPage(pageNo, signal),
  });
  return (
    <section className="mem-feedback__mine" aria-labelledby="mem-feedback-mine-title">
      <h2 className="mem-feedback__title" id="mem-feedback-mine-title" ref={heading} tabIndex={-1}>
        {t('mine')}
      </h2>
      <RecordList
        pages={pages}
        label={t('mine')}
        emptyText={t('none')}
        rowKey={(row) => String(row.id)}
        renderRow={(row) => (
          <article className="mem-feedback__item">
            <div className="mem-feedback__item-head">
              <span className="mem-feedback__type">{row.typeName || row.type}</span>
              <StatusLabel status={row.status} scheme={STATUSES} />
            </div>
            <time className="mem-feedback__date" dateTime={new Date(row.createdAt).toISOString()}>
              {formatDateTime(row.createdAt)}
            </time>
            <p className="mem-feedback__text">{row.content}</p>
            {row.imageCount > 0 ? (
              <p className="mem-feedback__meta">{t('imageCount', { count: row.imageCount })}</p>
            ) : null}
            {row.reply ? (
              <div className="mem-feedback__reply">
                <p className="mem-feedback__reply-title">
                  {t('reply')} ·{' '}
                  <time dateTime={new Date(row.reply.repliedAt).toISOString()}>
                    {formatDateTime(row.reply.repliedAt)}
                  </time>
                </p>
                <p className="mem-feedback__text">{row.reply.content}</p>
              </div>
            ) : (
              <p className="mem-feedback__meta">{t('waiting')}</p>
            )}
          </article>
        )}
      />
    </section>
  );
});
