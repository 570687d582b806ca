import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner, TabList, tabId } from '@mc/shared-kernel';
import { RecordList, useRecordPages, useUrlFilter } from '@mc/shared-kernel/records';
import { getPromotionPage, PROMO_KEY, usePromoCategories, type PromoCategory } from './api/promotions-api';
import { NS } from './phases';
import { PromotionCard } from './components/promotion-card';
import './promotions.css';

/**
 * /m/activity: the promotions, one tab per category (`?category=` keeps it across a reload). Guests browse
 * too; with a session each card also shows the member's claim state.
 */
export default function PromotionsPage() {
  const { t, i18n } = useTranslation(NS);
  const categories = usePromoCategories(i18n.language);
  if (categories.isPending) return <Spinner />;
  if (categories.isError) return <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />;
  return <PromotionTabs categories={categories.data} language={i18n.language} allLabel={t('all')} />;
}

function PromotionTabs({
  categories,
  language,
  allLabel,
}: {
  categories: PromoCategory[];
  language: string;
  allLabel: string;
}) {
  const { t } = useTranslation(NS);
  const idBase = useId();
  const panelId = `${idBase}-panel`;
  const codes = ['ALL', ...categories.map((c) => c.code)];
  // Only once the categories are known, so a link to one is not mistaken for an unknown one.
  const [category, setCategory] = useUrlFilter('category', codes, 'ALL');
  const pages = useRecordPages({
    key: [...PROMO_KEY, 'list'],
    guests: true,
    params: { category, language },
    fetchPage: (params, pageNo, signal) => getPromotionPage(params.category, pageNo, signal),
  });
  return (
    <div className="mem-promo">
      <TabList
        label={t('tabs')}
        className="mem-promo__tabs"
        tabClassName="mem-promo__tab"
        idBase={idBase}
        panelId={panelId}
        selected={category}
        onChange={setCategory}
        options={[{ value: 'ALL', label: allLabel }, ...categories.map((c) => ({ value: c.code, label: c.name }))]}
      />
      <div className="mem-promo__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(idBase, category)}>
        <RecordList
          pages={pages}
          label={t('list')}
          emptyText={t('none')}
          rowKey={(row) => String(row.id)}
          renderRow={(row) => <PromotionCard promotion={row} />}
        />
      </div>
    </div>
  );
}
