import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api, getRuntimeConfig, useSession } from '@mc/shared-kernel';
import { recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';

const MODULE = 'FEEDBACK3';
export const FEEDBACK_KEY = ['member', 'feedback'] as const;

export const Types = v.object({ list: v.array(v.object({ code: v.string(), name: v.string() })) });
export type FeedbackType = v.InferOutput<typeof Types>['list'][number];

const Item = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: v.string(),
  typeName: v.optional(v.nullable(v.string())),
  content: v.string(),
  imageCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  status: v.string(),
  createdAt: v.number(),
  reply: v.optional(v.nullable(v.object({ content: v.string(), repliedAt: v.number() }))),
});
export type FeedbackItem = v.InferOutput<typeof Item>;
export const Page = recordPageSchema(Item);

/** The types in the current language (the key holds it: a language change loads the names again). */
export function useFeedbackTypes(language: string) {
  const loggedIn = useSession((s) => s.info !== null);
  return useQuery({
    queryKey: ['member', 'feedback-types', language],
    queryFn: loggedIn
      ? ({ signal }) =>
          api.get('/wps/feedback/types', { module: MODULE, schema: Types, signal }).then((value) => value.list)
      : skipToken,
    staleTime: 5 * 60_000,
  });
}

export function getFeedbackPage(pageNo: number, signal: AbortSignal): Promise<RecordPage<FeedbackItem>> {
  return api.get('/wps/feedback/list', { module: MODULE, query: { pageNo, pageSize: 10 }, schema: Page, signal });
}

export const FeedbackSent = v.object({ id: v.number() });

export interface FeedbackPayload {
  type: string;
  content: string;
  images: readonly File[];
}

export function sendFeedback({ type, content, images }: FeedbackPayload): Promise<{ id: number }> {
  const form = new FormData();
  form.set('type', type);
  form.set('content', content.trim());
  for (const image of images) form.append('images', image, image.name);
  return api.post('/wps/feedback', {
    module: MODULE,
    formData: form,
    schema: FeedbackSent,
    // Up to three pictures on a phone's connection take longer than an ordinary call.
    timeoutMs: getRuntimeConfig().timeoutMs * 4,
  });
}
