export const VARIANTS: ReadonlyArray<'modern' | 'legacy'>;
export function variantOf(env?: Record<string, string | undefined>): 'modern' | 'legacy';
export function targetsOf(variant: 'modern' | 'legacy'): string[];
export function floorVersions(variant: 'modern' | 'legacy'): Record<string, string>;
export const excludedPolyfills: string[];
