import { fieldValue, type RegisterField, type RegisterValues } from './registration-rules';
import type { RegisterMethod } from './register-method';

/** The registration payload (sent encrypted, like the login). */
export interface RegisterPayload extends Record<Exclude<RegisterField, 'confirmPassword'>, string> {
  confirmPassword: string;
  countryDialingCode: string;
  registerUrl: string;
  registerMethod: RegisterMethod;
  domain: string;
  /** Always 0: a member. */
  type: 0;
}

export interface PayloadContext {
  /** Fields on the form; anything else is sent empty. */
  shown: ReadonlySet<RegisterField>;
  countryDialingCode: string;
  registerMethod: RegisterMethod;
  /** The site's host name. */
  registerUrl: string;
  /** Where the affiliate link pointed (the site's host name). */
  domain: string;
  /** `?affiliateCode=` / `?code=` of the link the person came in by. */
  urlAffiliateCode: string | null;
}

export function buildPayload(values: Readonly<RegisterValues>, ctx: PayloadContext): RegisterPayload {
  const sent = (name: RegisterField): string => (ctx.shown.has(name) ? fieldValue(name, values) : '');
  const password = sent('password');
  return {
    countryDialingCode: ctx.countryDialingCode,
    registerUrl: ctx.registerUrl,
    registerMethod: ctx.registerMethod,
    username: sent('username'),
    password,
    confirmPassword: password,
    // The form's code, else the link's.
    affiliateCode: sent('affiliateCode') || (ctx.urlAffiliateCode ?? ''),
    paymentPassword: sent('paymentPassword'),
    recommenderId: sent('recommenderId'),
    nickname: sent('nickname'),
    payeeName: sent('payeeName'),
    email: sent('email'),
    mobileNum: sent('mobileNum'),
    idNumber: sent('idNumber'),
    qqNum: sent('qqNum'),
    facebook: sent('facebook'),
    wechat: sent('wechat'),
    line: sent('line'),
    whatsapp: sent('whatsapp'),
    zalo: sent('zalo'),
    captcha: sent('captcha'),
    type: 0,
    domain: ctx.domain,
    verificationCode: sent('verificationCode'),
    birthday: sent('birthday'),
  };
}
