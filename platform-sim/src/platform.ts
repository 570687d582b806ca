import { buildCatalogue } from './data/catalogue';
import { DEFAULT_SEED } from './data/seed';
import { registerAccount } from './features/account/routes';
import { registerAdmin } from './features/admin/routes';
import { registerAgent } from './features/agent/routes';
import { registerAgentRegister } from './features/agent-register/routes';
import { registerContracts } from './features/contracts/routes';
import { registerAnnouncements } from './features/announcements/routes';
import { registerAssets } from './features/assets/routes';
import { registerGames } from './features/games/routes';
import { registerFeedback } from './features/feedback/routes';
import { registerPromotions } from './features/promotions/routes';
import { registerHeadIcon } from './features/head-icon/routes';
import { registerAgreement } from './features/agreement/routes';
import { registerInbox } from './features/inbox/routes';
import { registerService } from './features/service/routes';
import { registerMember } from './features/member/routes';
import { registerPlay } from './features/play/routes';
import { registerRebate } from './features/rebate/routes';
import { registerRequests } from './features/requests/routes';
import { registerSecurity } from './features/security/routes';
import { registerSecurityCentre } from './features/security-centre/routes';
import { registerWithdraw } from './features/withdraw/routes';
import { registerDeposit } from './features/deposit/routes';
import { registerGatewayPage } from './features/deposit/gateway-page';
import { registerSession } from './features/session/routes';
import { registerSite } from './features/site/routes';
import { registerSystem, SETTINGS_PATH } from './features/system/routes';
import { registerTransactions } from './features/transactions/routes';
import { registerWallet } from './features/wallet/routes';
import { registerReport } from './features/report/routes';
import { registerRecords } from './features/records/routes';
import { registerTeamManagement } from './features/team-management/routes';
import { registerTeamRebates } from './features/team-rebates/routes';
import { registerTeamReports } from './features/team-reports/routes';
import { registerRedRain } from './features/red-rain/routes';
import type { Ctx, Sim } from './core/context';
import { fail } from './core/envelope';
import { SimError } from './core/errors';
import { faultResponse, loseAnswer, sleep, takeFault } from './core/faults';
import { Router } from './core/router';
import type { Catalogue } from './core/catalogue';
import { seedState, type SimState } from './state';

export interface PlatformOptions {
  /** Seed of every generated data set (default 20240601). Same seed + same clock = same data. */
  seed?: number;
  /** Clock in ms; seeded dates (records, team activity, announcements) are relative to it at seed/reset time. */
  now?: () => number;
}

export interface Platform {
  /**
   * Fetch-style handler (global Request/Response). Accepts absolute URLs with any origin (only path and
   * query matter), relative URLs, or a Request. Inject as ky's `fetch` in jest.
   */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
  /** Back to the seeded state: accounts, balances, announcements, faults, modes; every token invalid. */
  reset(): void;
  /** The live state (replaced by reset). */
  readonly state: SimState;
  readonly seed: number;
  readonly catalogue: Catalogue;
  now(): number;
}

const BASE = 'http://platform-sim.local';
const catalogues = new Map<number, Catalogue>();

function catalogueFor(seed: number): Catalogue {
  let catalogue = catalogues.get(seed);
  if (!catalogue) {
    catalogue = buildCatalogue(seed);
    catalogues.set(seed, catalogue);
  }
  return catalogue;
}

function buildRouter(): Router<SimState> {
  const router = new Router<SimState>();
  router.get(
    '/',
    () =>
      new Response('platform-sim: see platform-sim/README.md and GET /__sim/state\n', {
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      }),
  );
  for (const register of [
    registerSystem,
    registerSession,
    registerMember,
    registerInbox,
    registerFeedback,
    registerService,
    registerAgreement,
    registerWallet,
    registerAnnouncements,
    registerGames,
    registerPlay,
    registerSite,
    registerAssets,
    registerAgent,
    registerTransactions,
    registerAccount,
    registerRequests,
    registerSecurity,
    registerSecurityCentre,
    registerHeadIcon,
    registerWithdraw,
    registerDeposit,
    registerGatewayPage,
    registerAdmin,
    registerRebate,
    registerReport,
    registerRecords,
    registerTeamManagement,
    registerTeamRebates,
    registerTeamReports,
    registerPromotions,
    registerAgentRegister,
    registerRedRain,
    registerContracts,
  ]) {
    register(router);
  }
  return router;
}

const router = buildRouter();

export const isAdminPath = (path: string): boolean => path === '/__sim' || path.startsWith('/__sim/');
const isApiPath = (path: string): boolean => path.startsWith('/wps/') || path.startsWith('/lgw/');

function toRequest(input: Request | string | URL, init?: RequestInit): Request {
  // Duck-typed: a Request or URL from another realm (jsdom) must work too.
  if (typeof input === 'string' || !('method' in input)) return new Request(new URL(String(input), BASE), init);
  return init && Object.keys(init).length > 0 ? new Request(input, init) : input;
}

export function createPlatform(options: PlatformOptions = {}): Platform {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? Date.now;
  const catalogue = catalogueFor(seed);
  let state = seedState(seed, now(), catalogue);

  const sim: Sim<SimState> = {
    seed,
    catalogue,
    get state() {
      return state;
    },
    now,
    reset: () => {
      state = seedState(seed, now(), catalogue);
    },
  };

  async function handle(request: Request): Promise<Response> {
    const receivedAt = performance.now();
    const url = new URL(request.url, BASE);
    const method = request.method.toUpperCase();
    const path = url.pathname;
    const admin = isAdminPath(path);
    const current = state;

    if (method === 'OPTIONS') {
      const match = router.match('OPTIONS', path);
      const allowed = match.kind === 'method' ? [...new Set(match.allowed)] : ['GET', 'POST', 'PUT', 'DELETE'];
      return new Response(null, {
        status: 204,
        headers: { allow: [...allowed, 'OPTIONS'].join(', '), 'cache-control': 'no-store' },
      });
    }

    const answer = async (): Promise<Response> => {
      try {
        const match = router.match(method, path);
        if (match.kind === 'none') throw new SimError('request.not.found', { status: 404 });
        if (match.kind === 'method') {
          const response = fail('request.method', { status: 405 });
          response.headers.set('allow', [...new Set(match.allowed), 'OPTIONS'].join(', '));
          return response;
        }
        const ctx: Ctx<SimState> = {
          request,
          url,
          method,
          path,
          query: url.searchParams,
          params: match.params,
          sim,
          state: current,
          receivedAt,
        };
        const response = await match.handler(ctx);
        return method === 'HEAD'
          ? new Response(null, { status: response.status, headers: response.headers })
          : response;
      } catch (error) {
        if (error instanceof SimError) {
          const status = admin && error.status === 200 ? 400 : error.status;
          return fail(error.code, { status, value: error.value, message: error.message });
        }
        throw error;
      }
    };

    try {
      if (!admin) {
        const fault = takeFault(current, method, path);
        if (fault) {
          if (fault.delayMs > 0) await sleep(fault.delayMs, request.signal);
          const injected = faultResponse(fault);
          if (injected) return injected;
        }
        if (current.modes.maintenance && isApiPath(path) && path !== SETTINGS_PATH) {
          return fail('system.maintenance', { status: 503, message: current.modes.maintenanceMessage || undefined });
        }
        if (fault?.lose) {
          await answer();
          return await loseAnswer(request.signal);
        }
      }
      return await answer();
    } catch (error) {
      if (request.signal?.aborted) throw error; // the caller gave up (e.g. ky's timeout): reject like fetch
      console.error(
        `platform-sim: ${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return fail('server.error', { status: 500 });
    }
  }

  return {
    fetch: async (input, init) => {
      const request = toRequest(input, init);
      if (request.signal?.aborted) throw request.signal.reason;
      return handle(request);
    },
    reset: sim.reset,
    get state() {
      return state;
    },
    seed,
    catalogue,
    now,
  };
}
