import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

const FieldSetting = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  /** Required only in these methods (when `required` is false). */
  requiredFor: v.optional(v.array(v.string())),
  min: v.optional(v.number()),
  max: v.optional(v.number()),
  /** JS regular expression source. */
  pattern: v.optional(v.string()),
});
export type FieldSetting = v.InferOutput<typeof FieldSetting>;

export const RegisterSettings = v.object({
  methods: v.object({ username: v.boolean(), mobile: v.boolean() }),
  minAge: v.number(),
  agreement: v.boolean(),
  captcha: v.boolean(),
  affiliateCheck: v.boolean(),
  defaultCountry: v.string(),
  // A field the platform does not mention is a field it does not use.
  fields: v.record(v.string(), FieldSetting),
});
export type RegisterSettings = v.InferOutput<typeof RegisterSettings>;

/** The merchant's registration rules: methods, fields shown and required, their bounds, minimum age. */
export const getRegisterSettings = (signal?: AbortSignal) =>
  api.get('/wps/register/settings', { schema: RegisterSettings, signal });

export function useRegisterSettings() {
  return useQuery({
    queryKey: ['register', 'settings'],
    queryFn: ({ signal }) => getRegisterSettings(signal),
    staleTime: 5 * 60_000,
  });
}
