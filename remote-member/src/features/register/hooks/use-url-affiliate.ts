import { useSearchParams } from 'react-router';

export interface UrlAffiliate {
  /** `?affiliateCode=` or `?code=` of an affiliate link; null without one. */
  code: string | null;
  /** The site the link pointed to: its host name. */
  domain: string;
}

/** The affiliate information of the link the person came in by. */
export function useUrlAffiliate(): UrlAffiliate {
  const [params] = useSearchParams();
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  return { code: code === '' ? null : code, domain: globalThis.location?.hostname ?? '' };
}
