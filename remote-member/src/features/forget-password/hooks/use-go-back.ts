import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back to the previous screen (where a successful e-mail retrieval returns), or
 * home when this page was the first one opened: the router marks that first entry with key 'default'.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate('/m/home', { replace: true });
    else navigate(-1);
  }, [key, navigate]);
}
