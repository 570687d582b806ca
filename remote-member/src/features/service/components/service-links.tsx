import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, useCustomerService } from '@mc/shared-kernel';

/** The site's configured service links (the same call as the host's side widget); each opens outside the site. */
export function ServiceLinks() {
  const { t } = useTranslation(['member-service', 'kernel']);
  const service = useCustomerService();
  let body;
  if (service.isError) body = <ErrorState error={service.error} onRetry={() => void service.refetch()} compact />;
  else if (!service.data) body = <Skeleton height={52} radius={12} />;
  else {
    const links = [
      ...(service.data.live ? [{ key: 'LIVE', url: service.data.live }] : []),
      ...service.data.shortcuts.map((s) => ({ key: s.type as string, url: s.url })),
    ];
    body =
      links.length === 0 ? (
        <EmptyState compact>{t('noLinks')}</EmptyState>
      ) : (
        <ul className="mem-service__links" aria-labelledby="mem-service-links-title">
          {links.map((link) => (
            <li key={link.key}>
              <a className="mem-service__link" href={link.url} target="_blank" rel="noopener noreferrer">
                {t(`link.${link.key}`)}
                <span className="mem-service__sr"> ({t('newTab')})</span>
              </a>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section className="mem-service__section" aria-labelledby="mem-service-links-title">
      <h2 className="mem-service__title" id="mem-service-links-title">
        {t('linksTitle')}
      </h2>
      {body}
    </section>
  );
}
