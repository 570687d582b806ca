import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toApiError, toast, useSession } from '@mc/shared-kernel';
import { vendorMappingQuery, type VendorMappingParams } from '../vendor-mapping';
import {
  launchDestination,
  mappingTypeFor,
  needsVendorMapping,
  type LaunchableGame,
  type LaunchSource,
  type MappingVendor,
} from './launch-rules';

export type { LaunchableGame, LaunchSource } from './launch-rules';

export interface LaunchOptions {
  /** 'list' (default): a game of a list, widget or board; 'vendor': a vendor tile. */
  source?: LaunchSource;
}

/** The vendor mapping through the same cache the game list fills (same key, same freshness). */
function vendorsOf(client: QueryClient, params: VendorMappingParams): Promise<readonly MappingVendor[]> {
  return client.fetchQuery(vendorMappingQuery(params)).then((mapping) => mapping.vendors);
}

/**
 * The one place a tapped game goes somewhere, so every tile, widget and
 * board obeys the same rules. Lottery and vendor-tile launches first read the vendor mapping; if that
 * fails the player is told and stays where they are.
 */
export function useLaunchGame(): (game: LaunchableGame, options?: LaunchOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { t, i18n } = useTranslation('kernel');
  const loggedIn = useSession((s) => s.info !== null);
  const trial = useSession((s) => s.trialName !== null);
  const merchantCode = useSession((s) => s.info?.merchantCode ?? null);
  const from = location.pathname + location.search;
  // A second tap while the mapping loads must not launch twice.
  const busy = useRef(false);

  return useCallback(
    (game, options = {}) => {
      const source = options.source ?? 'list';
      const go = (vendors: readonly MappingVendor[] | null) => {
        const destination = launchDestination(game, { loggedIn, trial, from, source, vendors });
        navigate(destination.to, destination.state ? { state: destination.state } : undefined);
      };
      const gameType = mappingTypeFor(game);
      if (!loggedIn || !merchantCode || !gameType || !needsVendorMapping(game, source)) {
        go(null);
        return;
      }
      if (busy.current) return;
      busy.current = true;
      vendorsOf(client, { gameType, merchantCode, language: i18n.language })
        .then(go, (error: unknown) => toast.error(t(toApiError(error).messageKey)))
        .finally(() => {
          busy.current = false;
        });
    },
    [navigate, client, t, i18n.language, loggedIn, trial, merchantCode, from],
  );
}
