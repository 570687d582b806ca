import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from '@mc/shared-kernel';

/**
 * The registration captcha image while the captcha is shown. Every fetch makes the platform forget
 * the previous answer, so the image is never refetched behind the person's back, only on `refresh`.
 */
export function useCaptchaImage(enabled: boolean) {
  const query = useQuery({
    queryKey: ['register', 'captcha'],
    queryFn: fetchCaptcha,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return {
    src: query.data ? `data:image/png;base64,${query.data.image}` : null,
    failed: query.isError,
    loading: query.isFetching,
    refresh: () => void query.refetch(),
  };
}
