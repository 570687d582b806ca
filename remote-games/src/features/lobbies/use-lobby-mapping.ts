import { useTranslation } from 'react-i18next';
import { useMerchantCode } from '@mc/shared-kernel';
import { useVendorMapping, type VendorMapping } from '../../entities/vendor-mapping';

export interface LobbyMapping {
  data: VendorMapping | undefined;
  pending: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * A type's vendor mapping for a lobby block. The call needs the merchant code; when that cannot be had
 * the block shows the settings failure with its Retry instead of waiting for ever.
 */
export function useLobbyMapping(gameType: string): LobbyMapping {
  const { i18n } = useTranslation();
  const merchant = useMerchantCode();
  // The language is part of the key, so a language change reloads the vendor names.
  const mapping = useVendorMapping(
    merchant.code ? { gameType, merchantCode: merchant.code, language: i18n.language } : null,
  );
  if (!merchant.code && merchant.error)
    return { data: undefined, pending: false, error: merchant.error, retry: merchant.retry };
  return { data: mapping.data, pending: mapping.isPending, error: mapping.error, retry: () => void mapping.refetch() };
}
