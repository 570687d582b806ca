import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, getRuntimeConfig, useSession } from '@mc/shared-kernel';
import { MoneyAmount, recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';

/** Every promotion query starts with this (the session token is part of each key: guests see no claim state). */
export const PROMO_KEY = ['member', 'promotions'] as const;

export const Categories = v.object({ list: v.array(v.object({ code: v.string(), name: v.string() })) });
export type PromoCategory = v.InferOutput<typeof Categories>['list'][number];

const Promotion = v.object({
  id: v.pipe(v.number(), v.integer()),
  category: v.string(),
  categoryName: v.optional(v.nullable(v.string())),
  title: v.string(),
  summary: v.optional(v.string(), ''),
  imageUrl: v.optional(v.nullable(v.string())),
  startAt: v.number(),
  endAt: v.number(),
  phase: v.string(),
  mode: v.picklist(['APPLY', 'JOIN', 'NONE']),
  prize: MoneyAmount,
  claimState: v.nullable(v.string()),
  canApply: v.boolean(),
});
export type Promotion = v.InferOutput<typeof Promotion>;
export const Page = recordPageSchema(Promotion);

export const Detail = v.object({
  ...Promotion.entries,
  content: v.string(),
  application: v.nullable(
    v.object({
      id: v.number(),
      state: v.string(),
      remark: v.string(),
      imageCount: v.number(),
      reason: v.nullable(v.string()),
      createdAt: v.number(),
      updatedAt: v.number(),
    }),
  ),
});
export type PromotionDetail = v.InferOutput<typeof Detail>;

export function usePromoCategories(language: string) {
  return useQuery({
    queryKey: [...PROMO_KEY, 'categories', language],
    queryFn: ({ signal }) =>
      api.get('/wps/promotions/categories', { schema: Categories, signal }).then((value) => value.list),
    staleTime: 5 * 60_000,
  });
}

export function getPromotionPage(
  category: string,
  pageNo: number,
  signal: AbortSignal,
): Promise<RecordPage<Promotion>> {
  return api.get('/wps/promotions', { query: { category, pageNo, pageSize: 20 }, schema: Page, signal });
}

export function usePromotion(id: number | null, language: string) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: [...PROMO_KEY, 'detail', id, language, token],
    queryFn: ({ signal }) => api.get(`/wps/promotions/${id ?? 0}`, { schema: Detail, signal }),
    enabled: id !== null,
  });
}

export interface ApplyPayload {
  id: number;
  remark: string;
  images: readonly File[];
}

export const Applied = v.object({ id: v.number(), state: v.string() });

export function applyToPromotion({ id, remark, images }: ApplyPayload): Promise<v.InferOutput<typeof Applied>> {
  const form = new FormData();
  form.set('remark', remark.trim());
  for (const image of images) form.append('images', image, image.name);
  return api.post(`/wps/promotions/${id}/apply`, {
    formData: form,
    schema: Applied,
    // Up to three pictures on a phone's connection take longer than an ordinary call.
    timeoutMs: getRuntimeConfig().timeoutMs * 4,
  });
}

export function joinPromotion(id: number): Promise<v.InferOutput<typeof Applied>> {
  return api.post(`/wps/promotions/${id}/join`, { json: {}, schema: Applied });
}
