import { findSession, requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { canonicalJson, exactlyOnce } from '../../core/idempotency';
import { post, sumBalance } from '../../core/ledger';
import { formatCents } from '../../core/money';
import { intParam, jsonBody, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey, type Account } from '../../core/state';
import { bannerSvg } from '../../assets/svg';
import { langOf } from '../../core/html';
import { imageType, MAX_RECEIPT_BYTES } from '../../core/uploads';
import {
  APPLY_MAX_IMAGES,
  PROMO_CATEGORIES,
  REMARK_MAX,
  type ClaimState,
  type PromoApplication,
  type Promotion,
  type Reward,
} from './promo-data';
import type { State } from './state';

/** Control and invisible format characters (a remark is one line of text). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

export type Phase = 'coming' | 'ongoing' | 'closed';
export const phaseOf = (promotion: Promotion, now: number): Phase =>
  now < promotion.startAt ? 'coming' : now > promotion.endAt ? 'closed' : 'ongoing';

/** Why a remark is refused, or null: required, trimmed, at most 140 characters as people see them. */
export function remarkProblem(raw: string): 'required' | 'length' | 'characters' | null {
  const text = raw.trim();
  if (text === '') return 'required';
  if (INVISIBLE.test(text)) return 'characters';
  return [...text].length > REMARK_MAX ? 'length' : null;
}

const applicationsOf = (state: State, account: Account): PromoApplication[] =>
  state.promo.applications.get(accountKey(account.username)) ?? [];

/** Taking part in a promotion that has ended reads as Close; a decision already taken stays. */
function stateOf(application: PromoApplication, promotion: Promotion, now: number): ClaimState {
  return application.state === 'Joined' && phaseOf(promotion, now) === 'closed' ? 'Close' : application.state;
}

/** The member's latest application on a promotion. */
const latestOn = (applications: PromoApplication[], promotionId: number): PromoApplication | undefined =>
  applications.find((a) => a.promotionId === promotionId);

/** A new application is refused while one is open or once one was issued / joined; after a rejection one may apply again. */
const BLOCKING: ReadonlySet<ClaimState> = new Set(['Applying', 'Process', 'Issued', 'Joined', 'Close', 'Claimed']);

function view(ctx: Ctx<State>, promotion: Promotion, account: Account | null) {
  const lang = langOf(ctx.request.headers.get('language'));
  const now = ctx.sim.now();
  const phase = phaseOf(promotion, now);
  const mine = account ? latestOn(applicationsOf(ctx.state, account), promotion.id) : undefined;
  const claimState = mine ? stateOf(mine, promotion, now) : null;
  return {
    id: promotion.id,
    category: promotion.category,
    categoryName: PROMO_CATEGORIES.find((c) => c.code === promotion.category)?.name[lang] ?? promotion.category,
    title: promotion.title[lang],
    summary: promotion.summary[lang],
    imageUrl: `/wps/assets/promo/${promotion.id}.svg`,
    startAt: promotion.startAt,
    endAt: promotion.endAt,
    phase,
    mode: promotion.mode,
    prize: formatCents(promotion.prize),
    claimState,
    // Whether the platform would take an application (or a join) from this visitor now; guests: if they logged in.
    canApply: promotion.mode !== 'NONE' && phase === 'ongoing' && !(claimState && BLOCKING.has(claimState)),
  };
}

function findPromotion(ctx: Ctx<State>): Promotion {
  const id = Number(ctx.params.id);
  const promotion = Number.isInteger(id) ? ctx.state.promo.promotions.find((p) => p.id === id) : undefined;
  if (!promotion) throw new SimError('promotion.not.found');
  return promotion;
}

/** Public: guests browse too; with a session each promotion carries the member's claim state. */
function list(ctx: Ctx<State>): Response {
  const account = findSession(ctx)?.account ?? null;
  const category = ctx.query.get('category')?.toUpperCase() ?? '';
  if (category !== '' && category !== 'ALL' && !PROMO_CATEGORIES.some((c) => c.code === category))
    throw invalid('unknown category');
  const shown = ctx.state.promo.promotions
    .filter((p) => category === '' || category === 'ALL' || p.category === category)
    // Open ones first, then those to come, the ended last; newest start first within each.
    .sort((a, b) => rank(ctx, a) - rank(ctx, b) || b.startAt - a.startAt);
  const page = paginate(shown, intParam(ctx.query, 'pageNo', 1, 1, 10_000), intParam(ctx.query, 'pageSize', 20, 1, 50));
  return ok({
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    list: page.items.map((p) => view(ctx, p, account)),
  });
}

function categories(ctx: Ctx<State>): Response {
  const lang = langOf(ctx.request.headers.get('language'));
  return ok({ list: PROMO_CATEGORIES.map((c) => ({ code: c.code, name: c.name[lang] })) });
}

const rank = (ctx: Ctx<State>, p: Promotion): number =>
  ({ ongoing: 0, coming: 1, closed: 2 })[phaseOf(p, ctx.sim.now())];

function detail(ctx: Ctx<State>): Response {
  const promotion = findPromotion(ctx);
  const lang = langOf(ctx.request.headers.get('language'));
  const account = findSession(ctx)?.account ?? null;
  const mine = account ? latestOn(applicationsOf(ctx.state, account), promotion.id) : undefined;
  return ok({
    ...view(ctx, promotion, account),
    content: promotion.content[lang],
    application: mine
      ? {
          id: mine.id,
          state: stateOf(mine, promotion, ctx.sim.now()),
          remark: mine.remark,
          imageCount: mine.images.length,
          reason: mine.reason,
          createdAt: mine.createdAt,
          updatedAt: mine.updatedAt,
        }
      : null,
  });
}

/** The checks every application and join share: a real session, an open promotion of that mode, nothing open on it. */
function admit(ctx: Ctx<State>, mode: 'APPLY' | 'JOIN'): { account: Account; promotion: Promotion } {
  const { account } = requireSession(ctx);
  if (account.trial) throw new SimError('trial.only.real');
  const promotion = findPromotion(ctx);
  if (promotion.mode !== mode) throw new SimError('promotion.mode', { value: { mode: promotion.mode } });
  const phase = phaseOf(promotion, ctx.sim.now());
  if (phase !== 'ongoing') throw new SimError('promotion.closed', { value: { phase } });
  const mine = latestOn(applicationsOf(ctx.state, account), promotion.id);
  if (mine && BLOCKING.has(stateOf(mine, promotion, ctx.sim.now())))
    throw new SimError('promotion.applied', { value: { state: mine.state } });
  return { account, promotion };
}

function record(
  ctx: Ctx<State>,
  account: Account,
  application: Omit<PromoApplication, 'id' | 'createdAt' | 'updatedAt' | 'reason'>,
): PromoApplication {
  const now = ctx.sim.now();
  const saved: PromoApplication = {
    ...application,
    id: ctx.state.promo.nextId++,
    reason: null,
    createdAt: now,
    updatedAt: now,
  };
  ctx.state.promo.applications.set(accountKey(account.username), [saved, ...applicationsOf(ctx.state, account)]);
  return saved;
}

async function apply(ctx: Ctx<State>): Promise<Response> {
  const { account, promotion } = admit(ctx, 'APPLY');
  if (!(ctx.request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw invalid('send the application as multipart/form-data');
  let form: FormData;
  try {
    form = await ctx.request.formData();
  } catch {
    throw invalid('the multipart body could not be read');
  }
  const remark = form.get('remark');
  if (typeof remark !== 'string') return fail('promotion.remark', { value: { reason: 'required', max: REMARK_MAX } });
  const problem = remarkProblem(remark);
  if (problem) return fail('promotion.remark', { value: { reason: problem, max: REMARK_MAX } });
  const files = form.getAll('images');
  if (files.length > APPLY_MAX_IMAGES) return fail('promotion.images', { value: { max: APPLY_MAX_IMAGES } });
  const images: PromoApplication['images'] = [];
  for (const [index, file] of files.entries()) {
    if (typeof file === 'string') throw invalid('images must be files');
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_RECEIPT_BYTES)
      return fail('upload.invalid', { value: { reason: 'size', index } });
    const kind = imageType(bytes);
    if (!kind) return fail('upload.invalid', { value: { reason: 'type', index } });
    images.push({ type: kind, size: bytes.length });
  }
  const saved = record(ctx, account, { promotionId: promotion.id, remark: remark.trim(), images, state: 'Applying' });
  return ok({ id: saved.id, state: saved.state });
}

function join(ctx: Ctx<State>): Response {
  const { account, promotion } = admit(ctx, 'JOIN');
  const saved = record(ctx, account, { promotionId: promotion.id, remark: '', images: [], state: 'Joined' });
  return ok({ id: saved.id, state: saved.state });
}

/**
 * Admin: decide an application `{ username, promotionId | applicationId, decision: "process"|"approve"|"reject", reason? }`.
 * Approving pays the promotion's prize as one PROMOTION ledger entry.
 */
async function review(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  if (typeof body.username !== 'string') throw invalid('username is required');
  const account = ctx.state.accounts.get(accountKey(body.username));
  if (!account) throw invalid('no such account');
  const decision = body.decision;
  if (decision !== 'process' && decision !== 'approve' && decision !== 'reject')
    throw invalid('decision must be process, approve or reject');
  const open = applicationsOf(ctx.state, account).filter((a) => a.state === 'Applying' || a.state === 'Process');
  const application =
    typeof body.applicationId === 'number'
      ? open.find((a) => a.id === body.applicationId)
      : typeof body.promotionId === 'number'
        ? open.find((a) => a.promotionId === body.promotionId)
        : undefined;
  if (!application) throw new SimError('application.not.found');
  const promotion = ctx.state.promo.promotions.find((p) => p.id === application.promotionId) as Promotion;
  const now = ctx.sim.now();
  application.updatedAt = now;
  if (decision === 'process') application.state = 'Process';
  else if (decision === 'reject') {
    application.state = 'Rejected';
    application.reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : null;
  } else {
    application.state = 'Issued';
    if (promotion.prize > 0)
      post(ctx.state, account, now, { type: 'PROMOTION', amount: promotion.prize, orderNo: `PR${application.id}` });
  }
  return ok({ id: application.id, state: application.state, sumBalance: formatCents(sumBalance(account)) });
}

/* ---------- Reward centre (REWCEN3) ---------- */

const rewardsOf = (state: State, account: Account): Reward[] =>
  state.promo.rewards.get(accountKey(account.username)) ?? [];
const rewardState = (reward: Reward, now: number): 'Available' | 'Claimed' | 'Close' =>
  reward.status === 'Claimed' ? 'Claimed' : now > reward.expiresAt ? 'Close' : 'Available';

function rewardView(ctx: Ctx<State>, reward: Reward) {
  const lang = langOf(ctx.request.headers.get('language'));
  return {
    id: reward.id,
    title: reward.title[lang],
    amount: formatCents(reward.amount),
    status: rewardState(reward, ctx.sim.now()),
    createdAt: reward.createdAt,
    expiresAt: reward.expiresAt,
    claimedAt: reward.claimedAt,
  };
}

function rewardSession(ctx: Ctx<State>): Account {
  const { account } = requireSession(ctx);
  if (ctx.state.switches.REWCEN3 === false) throw new SimError('feature.disabled');
  if (account.trial) throw new SimError('trial.only.real');
  return account;
}

/** The rewards the member can claim now, soonest to expire first. */
function rewards(ctx: Ctx<State>): Response {
  const account = rewardSession(ctx);
  const now = ctx.sim.now();
  const available = rewardsOf(ctx.state, account)
    .filter((r) => rewardState(r, now) === 'Available')
    .sort((a, b) => a.expiresAt - b.expiresAt || a.id - b.id);
  return ok({ list: available.map((r) => rewardView(ctx, r)) });
}

/** Claimed and expired rewards, newest first (by when they were claimed or expired). */
function rewardHistory(ctx: Ctx<State>): Response {
  const account = rewardSession(ctx);
  const pageNo = intParam(ctx.query, 'pageNo', 1, 1, 10_000);
  const pageSize = intParam(ctx.query, 'pageSize', 10, 1, 50);
  const now = ctx.sim.now();
  const when = (r: Reward): number => r.claimedAt ?? r.expiresAt;
  const past = rewardsOf(ctx.state, account)
    .filter((r) => rewardState(r, now) !== 'Available')
    .sort((a, b) => when(b) - when(a) || b.id - a.id);
  const page = paginate(past, pageNo, pageSize);
  return ok({
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    list: page.items.map((r) => rewardView(ctx, r)),
  });
}

/** Claim `{ id }` with an Idempotency-Key: credited once as a REWARD ledger entry, however often it is sent. */
async function claim(ctx: Ctx<State>): Promise<Response> {
  const account = rewardSession(ctx);
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => {
    if (typeof body.id !== 'number' || !Number.isInteger(body.id)) throw invalid('id (a number) is required');
    const reward = rewardsOf(ctx.state, account).find((r) => r.id === body.id);
    if (!reward) throw new SimError('reward.not.found');
    const now = ctx.sim.now();
    const status = rewardState(reward, now);
    if (status === 'Claimed') throw new SimError('reward.claimed');
    if (status === 'Close') throw new SimError('reward.expired');
    reward.status = 'Claimed';
    reward.claimedAt = now;
    post(ctx.state, account, now, { type: 'REWARD', amount: reward.amount, orderNo: `RW${reward.id}` });
    return ok({ ...rewardView(ctx, reward), sumBalance: formatCents(sumBalance(account)) });
  });
}

/** Admin: give a member a reward `{ username, title, amount: "12.34", expiresInDays? (default 7) }`. */
async function grantReward(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  if (typeof body.username !== 'string' || typeof body.title !== 'string' || body.title.trim() === '')
    throw invalid('username and title are required');
  const account = ctx.state.accounts.get(accountKey(body.username));
  if (!account) throw invalid('no such account');
  const match = typeof body.amount === 'string' ? /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(body.amount) : null;
  if (!match) throw invalid('amount must be a decimal string like "12.34"');
  const amount = Number(match[1] as string) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (amount <= 0) throw invalid('amount must be above zero');
  const days = body.expiresInDays === undefined ? 7 : body.expiresInDays;
  if (typeof days !== 'number' || !Number.isFinite(days)) throw invalid('expiresInDays must be a number');
  const now = ctx.sim.now();
  const reward: Reward = {
    id: ctx.state.promo.nextId++,
    title: { EN: body.title, MY: body.title },
    amount,
    status: 'Available',
    createdAt: now,
    expiresAt: now + days * 86_400_000,
    claimedAt: null,
  };
  ctx.state.promo.rewards.set(accountKey(account.username), [reward, ...rewardsOf(ctx.state, account)]);
  return ok({ id: reward.id });
}

function promoImage(ctx: Ctx<State>): Response {
  const [, id] = /^(\d{1,6})\.svg$/.exec(ctx.params.file ?? '') ?? [];
  const promotion = ctx.state.promo.promotions.find((p) => String(p.id) === id);
  if (!promotion) throw new SimError('request.not.found', { status: 404 });
  return new Response(bannerSvg(promotion.title.EN, promotion.id + 2), {
    status: 200,
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

export function registerPromotions(router: Routes<State>): void {
  router
    .get('/wps/promotions', list)
    .get('/wps/promotions/categories', categories)
    .get('/wps/promotions/:id', detail)
    .post('/wps/promotions/:id/apply', apply)
    .post('/wps/promotions/:id/join', join)
    .get('/wps/rewards', rewards)
    .get('/wps/rewards/history', rewardHistory)
    .post('/wps/rewards/claim', claim)
    .get('/wps/assets/promo/:file', promoImage)
    .post('/__sim/promotions/review', review)
    .post('/__sim/rewards', grantReward);
}
