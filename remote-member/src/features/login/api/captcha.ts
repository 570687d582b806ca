import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from '@mc/shared-kernel';

/**
 * The login captcha image. The platform keeps one captcha at a time and each attempt uses it up, so
 * every refresh is a new fetch (`round`), never a cached one.
 */
export function useCaptchaImage(enabled: boolean, round: number) {
  return useQuery({
    queryKey: ['login', 'captcha', round] as const,
    queryFn: fetchCaptcha,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
