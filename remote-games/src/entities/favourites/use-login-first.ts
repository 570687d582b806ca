import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NOTICE_MS, toast } from '@mc/shared-kernel';

/**
 * A guest who tries favourites or recent games is told to log in first
 * (in_logged_login) and sent to /m/login, which brings them back here afterwards.
 */
export function useLoginFirst(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('games');
  const from = location.pathname + location.search;
  return useCallback(() => {
    toast.info(t('notices.in_logged_login'), NOTICE_MS);
    navigate('/m/login', { state: { from } });
  }, [navigate, t, from]);
}
