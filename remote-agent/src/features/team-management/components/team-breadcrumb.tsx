import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { crumbs } from '../team-query';

/** The way back up: from the signed-in agent down to the team on screen; each step above is a link. */
export function TeamBreadcrumb({ trail }: { trail: readonly string[] }) {
  const { t } = useTranslation('agent');
  if (trail.length < 2) return null;
  return (
    <nav className="agt-team-crumbs" aria-label={t('team.levels')}>
      <ol>
        {crumbs(trail).map((crumb, index) => (
          <li key={crumb.username}>
            {crumb.to ? (
              <Link to={crumb.to}>{index === 0 ? t('team.myTeam') : crumb.username}</Link>
            ) : (
              <span aria-current="page">{crumb.username}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
