import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, useMerchantCode, useSanitizerSettled } from '@mc/shared-kernel';
import { NoticeItem, NoticeSkeleton, toggleOpen, useNoticesReady } from '../../../entities/notice';
import { useNews } from '../api/get-news';

/** The system notices tab: the same collapsible items as the announcements list. */
export function NewsList() {
  const { t, i18n } = useTranslation('member-message');
  const merchant = useMerchantCode();
  const news = useNews(merchant.code ? { merchantCode: merchant.code, language: i18n.language } : null);
  useSanitizerSettled();
  const unicodeReady = useNoticesReady(news.data);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  if (merchant.error) return <ErrorState error={merchant.error} onRetry={merchant.retry} />;
  if (news.isError) return <ErrorState error={news.error} onRetry={() => void news.refetch()} />;
  if (!news.data || !unicodeReady) return <NoticeSkeleton />;
  if (news.data.length === 0) return <EmptyState>{t('noNews')}</EmptyState>;
  return (
    <div className="mem-notice">
      <ul className="mem-notice__list" aria-label={t('newsList')}>
        {news.data.map((item) => {
          const id = String(item.id);
          return (
            <NoticeItem
              key={id}
              notice={item}
              open={open.has(id)}
              onToggle={() => setOpen((current) => toggleOpen(current, id))}
            />
          );
        })}
      </ul>
    </div>
  );
}
