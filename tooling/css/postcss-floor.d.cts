import type { AcceptedPlugin, PluginCreator } from 'postcss';

export type Variant = 'modern' | 'legacy';
export const VARIANTS: readonly Variant[];
export const NO_FLEX_GAP: string;
export const NO_FOCUS_VISIBLE: string;
export const NO_ASPECT_RATIO: string;
export const FALLBACK_QUERIES: readonly string[];
export const OUTRANK: string;
export function postcssPlugins(variant: Variant): AcceptedPlugin[];
export function postcssLoader(variant: Variant): {
  loader: string;
  options: { postcssOptions: { config: false; plugins: AcceptedPlugin[] } };
};
export const floorFallbacks: PluginCreator<{ variant: Variant }>;
