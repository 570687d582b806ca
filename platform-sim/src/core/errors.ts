/** The registration form's fields (data/register.ts has their rules). */
export const REGISTER_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
  'birthday',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Cashier form fields that are not registration fields (bank card, proof of payment). */
export const CASHIER_FIELDS = ['accountNo', 'depositorName', 'reference', 'txHash'] as const;
/** Security-centre form fields that are neither (security questions). */
export const SECURITY_FIELDS = ['securityQuestion', 'securityAnswer'] as const;
export type FormatField = RegisterField | (typeof CASHIER_FIELDS)[number] | (typeof SECURITY_FIELDS)[number];

/** `format.<field>`: a registration / password / cashier field broke its rule (value `{ field, reason }`). */
const FORMAT_MESSAGES = Object.fromEntries(
  [...REGISTER_FIELDS, ...CASHIER_FIELDS, ...SECURITY_FIELDS].map((field) => [
    `format.${field}`,
    `Please check the field ${field}`,
  ]),
) as Record<`format.${FormatField}`, string>;

/** Error codes of docs/api-contract.md with their English messages (the client localises by code). */
export const ERROR_MESSAGES = {
  'login.failed': 'Incorrect username or password',
  'login.captcha.required': 'Please enter the verification code',
  'user.disabled': 'Sorry, the user does not exist or is disabled',
  'login.non.member': 'Non-member account unable to login',
  'login.non.agent': 'Non-agents cannot log in',
  'session.expired': 'The account has been logged out, please log in again',
  'system.maintenance': 'System upgrading, please try again later',
  'agent.only': 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  'request.invalid': 'A parameter is missing or malformed',
  'request.decrypt': 'The encrypted request could not be read',
  'request.not.found': 'The requested url does not exist',
  'request.method': 'Method not allowed',
  'server.error': 'Unknown error',
  'request.timeout': 'The request waited too long and was not carried out',
  'user.exists': 'The username or mobile number is already registered',
  'captcha.invalid': 'The verification code is wrong, please try again',
  'verification.invalid': 'The SMS code is wrong or has expired',
  'affiliate.invalid': 'The affiliate code does not exist',
  'register.underage': 'You are not old enough to register',
  'modify.new.old.same': 'The new password must differ from the current one',
  'feature.disabled': 'This feature is temporarily unavailable',
  'trial.only.real': 'Please login an actual account to use this function',
  'game.maintenance': 'This game is under maintenance, please try again later',
  'wallet.insufficient': 'The wallet does not hold enough for this amount',
  'deposit.amount': 'The deposit amount is outside what this channel takes',
  'deposit.promo': 'The deposit is too small for this promotion',
  'deposit.state': 'The order can no longer be changed',
  'upload.invalid': 'The file must be a PNG or JPEG image of at most 5 MB',
  'withdraw.not.allowed': 'This account cannot withdraw',
  'withdraw.amount': 'The withdrawal amount is not allowed',
  'withdraw.daily': 'The daily withdrawal limit has been reached',
  'payment.password.missing': 'Please set a payment password first',
  'payment.password.wrong': 'The payment password is wrong',
  'payment.password.locked': 'Too many wrong payment passwords, please try again later',
  'payment.password.exists': 'A payment password is already set',
  'card.limit': 'No more bank cards can be bound',
  'card.exists': 'This bank account is already bound',
  'payee.bound': 'The payee name is already bound and cannot change',
  'email.exists': 'This e-mail is already bound to another account',
  'email.same': 'This e-mail is already bound to your account',
  'mobile.exists': 'This mobile number is already bound to another account',
  'mobile.same': 'This mobile number is already bound to your account',
  'questions.exists': 'Security questions are already set',
  'questions.missing': 'No security questions are set',
  'questions.wrong': 'The answers are not right',
  'questions.locked': 'Too many wrong answers, please try again later',
  'verification.expired': 'The verification code has expired, please get a new one',
  'downline.invalid': 'The account is not one of your direct downlines',
  'idempotency.mismatch': 'This request key was already used for another request',
  'inbox.not.found': 'The message does not exist or was deleted',
  'announcement.not.found': 'The announcement does not exist or was removed',
  'feedback.type': 'Please choose a feedback type',
  'feedback.content': 'The feedback text is missing, too short, too long or holds invisible characters',
  'feedback.images': 'At most 3 images can be attached',
  'feedback.not.found': 'The feedback does not exist',
  'rebate.minimum': 'The rebate is below the minimum that can be claimed',
  'order.not.found': 'The bet order does not exist',
  'order.not.cancellable': 'This bet can no longer be cancelled',
  'promotion.not.found': 'The promotion does not exist',
  'promotion.closed': 'The promotion is not open for applications',
  'promotion.applied': 'You have already applied to this promotion',
  'promotion.mode': 'This promotion is not applied for this way',
  'promotion.remark': 'The remark is missing, too long or holds invisible characters',
  'promotion.images': 'At most 3 images can be attached',
  'application.not.found': 'The application does not exist or was already decided',
  'reward.not.found': 'The reward does not exist',
  'reward.claimed': 'The reward has already been claimed',
  'reward.expired': 'The reward has expired',
  'agent.invalid': 'Incorrect agent information',
  'affiliate.link.not.found': 'The invitation link does not exist or was deleted',
  'affiliate.link.limit': 'No more invitation links can be created',
  'rebate.format': 'A rebate rate must be a percent with at most 2 decimals, not negative',
  'rebate.above.ceiling': 'A rebate rate cannot be above your own rate',
  'rebate.below.floor': 'This agent already gives a higher rate to its own downlines',
  'rebate.not.downline': 'This account is not one of your direct downlines',
  'team.not.member': 'This account is not in your team',
  'redrain.not.found': 'The red envelope rain does not exist',
  'redrain.not.running': 'The red envelope rain is not running',
  'redrain.limit': 'You have caught the most envelopes this rain allows',
  'contract.none': 'There is no contract to answer',
  'contract.changed': 'The contract has changed, please review it again',
  'contract.answered': 'This contract has already been answered',
  'admin.origin': 'The admin surface does not answer web pages',
  'admin.key': 'The admin key header is missing or wrong',
  'admin.content.type': 'Admin requests with a body must send Content-Type: application/json',
  ...FORMAT_MESSAGES,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Thrown by handlers; the platform turns it into a failure envelope. */
export class SimError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: ErrorCode, options: { status?: number; value?: unknown; message?: string } = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'SimError';
    this.code = code;
    this.status = options.status ?? 200;
    this.value = options.value ?? null;
  }
}

export const invalid = (message?: string): SimError =>
  new SimError('request.invalid', message === undefined ? {} : { message });

/** `format.<field>` with `value: { field, reason }` (the field as the request named it, when that differs). */
export const formatFailure = (code: FormatField, reason: string, field: string = code): SimError =>
  new SimError(`format.${code}`, { value: { field, reason } });
