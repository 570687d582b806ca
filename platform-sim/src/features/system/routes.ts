import { clientIp, type Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import type { Routes } from '../../core/router';
import { MERCHANT_CODE, TRIAL_MERCHANT_CODE } from '../../data/accounts';
import type { State } from './state';

export const SETTINGS_PATH = '/wps/system/settings';

function settings(ctx: Ctx<State>): Response {
  const { modes } = ctx.state;
  return ok({
    merchantCode: MERCHANT_CODE,
    trialMerchantCode: TRIAL_MERCHANT_CODE,
    maintenance: modes.maintenance,
    maintenanceMessage: modes.maintenanceMessage,
    regionRestriction: modes.regionRestriction,
    location: { ip: clientIp(ctx.request), country: 'MM' },
    currency: { code: 'MMK', symbol: 'K' },
    defaultLanguage: 'MY',
    languages: ['MY', 'EN'],
    mobileTemplate: {
      mem_cen: '1',
      dep_func: '1',
      app_background: '#0f1a3a',
      app_desc: 'Play 600+ games anywhere, any time.',
      app_desc_font_color: '#ffffff',
    },
  });
}

function helpCenter(ctx: Ctx<State>): Response {
  return ok({ list: ctx.state.helpItems.map((item) => ({ ...item })) });
}

export function registerSystem(router: Routes<State>): void {
  router
    .get(SETTINGS_PATH, settings)
    .get('/wps/whitelabel/switches', (ctx) => ok({ ...ctx.state.switches }))
    .get('/wps/whitelabel/menu', (ctx) => ok({ ...ctx.state.menu }))
    .get('/wps/system/helpCenter', helpCenter);
}
