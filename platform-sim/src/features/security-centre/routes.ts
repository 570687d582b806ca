import { requireRealSession } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { jsonBody } from '../../core/params';
import { maskMobile } from '../../core/sms';
import type { Routes } from '../../core/router';
import { accountKey } from '../../core/state';
import { emailRoutes } from './email';
import { mobileRoutes } from './mobile';
import { questionRoutes } from './questions';
import { changeNickname } from './nickname';
import { bindPayeeName } from '../../data/payee-name';
import type { State } from './state';

/** demo01@example.com → de****@example.com (at most two characters of the local part stay visible). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '****';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}****${email.slice(at)}`;
}

/**
 * What the security centre shows besides the cashier's payment password and bank cards: the bound
 * e-mail and mobile (masked), the payee name (one per account, the same one bank cards carry) and
 * whether security questions are set.
 */
function overview(ctx: Ctx<State>): Response {
  const { account } = requireRealSession(ctx);
  return ok({
    email: account.email ? maskEmail(account.email) : null,
    mobile: account.mobileNum ? maskMobile(account.mobileNum) : null,
    payeeName: account.cashier.payeeName,
    securityQuestions: ctx.state.securityQuestions.has(accountKey(account.username)),
  });
}

/** Binds the payee name once, without a card (the same rule as the first card's). */
async function setPayeeName(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const { payeeName } = await jsonBody(ctx.request);
  if (payeeName !== undefined && payeeName !== null && typeof payeeName !== 'string')
    throw invalid('payeeName must be a string');
  if (account.cashier.payeeName !== null) return fail('payee.bound');
  account.cashier.payeeName = bindPayeeName(account, payeeName ?? undefined);
  return ok({ payeeName: account.cashier.payeeName });
}

/** The security centre (issue 18). */
export function registerSecurityCentre(router: Routes<State>): void {
  router
    .get('/wps/security/overview', overview)
    .post('/wps/verification/email', emailRoutes.sendCode)
    .put('/wps/security/email', emailRoutes.bindEmail)
    .post('/wps/verification/sms/bind-mobile', mobileRoutes.sendCode)
    .put('/wps/security/mobile', mobileRoutes.bindMobile)
    .put('/wps/security/payee-name', setPayeeName)
    .get('/wps/security/questions', questionRoutes.state)
    .put('/wps/security/questions', questionRoutes.setQuestions)
    .post('/wps/security/questions/verify', questionRoutes.verify)
    .put('/wps/member/nickname', changeNickname);
}
