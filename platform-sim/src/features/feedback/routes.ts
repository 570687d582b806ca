import { requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { intParam, jsonBody, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey } from '../../core/state';
import { langOf } from '../../core/html';
import { imageType, MAX_RECEIPT_BYTES } from '../../core/uploads';
import { FEEDBACK_CONTENT, FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES } from './feedback-data';
import type { FeedbackRecord, State } from './state';

/** Control and invisible format characters (line breaks are allowed in feedback text). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

function types(ctx: Ctx<State>): Response {
  const lang = langOf(ctx.request.headers.get('language'));
  return ok({ list: FEEDBACK_TYPES.map((t) => ({ code: t.code, name: t.name[lang] })) });
}

/** Why a feedback text is refused, or null (trimmed; characters as people see them; line breaks allowed). */
export function contentProblem(raw: string): 'required' | 'length' | 'characters' | null {
  const text = raw.trim();
  if (text === '') return 'required';
  if (INVISIBLE.test(text.replace(/\r?\n/g, ''))) return 'characters';
  const length = [...text].length;
  return length < FEEDBACK_CONTENT.min || length > FEEDBACK_CONTENT.max ? 'length' : null;
}

async function submit(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireSession(ctx);
  if (!(ctx.request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw invalid('send the feedback as multipart/form-data');
  let form: FormData;
  try {
    form = await ctx.request.formData();
  } catch {
    throw invalid('the multipart body could not be read');
  }
  const type = form.get('type');
  const raw = form.get('content');
  // Multipart sends line breaks as CRLF; they are kept as plain line breaks.
  const content = typeof raw === 'string' ? raw.replace(/\r\n?/g, '\n') : raw;
  if (typeof type !== 'string' || !FEEDBACK_TYPES.some((t) => t.code === type)) return fail('feedback.type');
  if (typeof content !== 'string') return fail('feedback.content', { value: { reason: 'required' } });
  const problem = contentProblem(content);
  if (problem)
    return fail('feedback.content', {
      value: { reason: problem, min: FEEDBACK_CONTENT.min, max: FEEDBACK_CONTENT.max },
    });
  const files = form.getAll('images');
  if (files.length > FEEDBACK_MAX_IMAGES) return fail('feedback.images', { value: { max: FEEDBACK_MAX_IMAGES } });
  const images: FeedbackRecord['images'] = [];
  for (const [index, file] of files.entries()) {
    if (typeof file === 'string') throw invalid('images must be files');
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_RECEIPT_BYTES)
      return fail('upload.invalid', { value: { reason: 'size', index } });
    const kind = imageType(bytes);
    if (!kind) return fail('upload.invalid', { value: { reason: 'type', index } });
    images.push({ type: kind, size: bytes.length });
  }
  const key = accountKey(account.username);
  const list = ctx.state.feedback.get(key) ?? [];
  const record: FeedbackRecord = {
    id: ctx.state.nextIds.feedback++,
    type,
    content: content.trim(),
    images,
    status: 'PENDING',
    createdAt: ctx.sim.now(),
    reply: null,
  };
  ctx.state.feedback.set(key, [record, ...list]);
  return ok({ id: record.id });
}

function list(ctx: Ctx<State>): Response {
  const { account } = requireSession(ctx);
  const pageNo = intParam(ctx.query, 'pageNo', 1, 1, 10_000);
  const pageSize = intParam(ctx.query, 'pageSize', 10, 1, 50);
  const lang = langOf(ctx.request.headers.get('language'));
  const records = [...(ctx.state.feedback.get(accountKey(account.username)) ?? [])].sort(
    (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  );
  const page = paginate(records, pageNo, pageSize);
  return ok({
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    list: page.items.map((r) => ({
      id: r.id,
      type: r.type,
      typeName: FEEDBACK_TYPES.find((t) => t.code === r.type)?.name[lang] ?? r.type,
      content: r.content,
      imageCount: r.images.length,
      status: r.status,
      createdAt: r.createdAt,
      reply: r.reply ? { ...r.reply } : null,
    })),
  });
}

/** Admin: answer a feedback `{ username, id, reply }`; it becomes REPLIED. */
async function reply(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  if (
    typeof body.username !== 'string' ||
    typeof body.id !== 'number' ||
    typeof body.reply !== 'string' ||
    body.reply.trim() === ''
  ) {
    throw invalid('username, id (number) and reply are required');
  }
  const record = ctx.state.feedback.get(accountKey(body.username))?.find((r) => r.id === body.id);
  if (!record) throw new SimError('feedback.not.found');
  record.reply = { content: body.reply, repliedAt: ctx.sim.now() };
  record.status = 'REPLIED';
  return ok({ id: record.id, status: record.status });
}

export function registerFeedback(router: Routes<State>): void {
  router
    .get('/wps/feedback/types', types)
    .get('/wps/feedback/list', list)
    .post('/wps/feedback', submit)
    // The admin call lives with the feature it feeds; /__sim/ paths get the admin guard wherever they are registered.
    .post('/__sim/feedback/reply', reply);
}
