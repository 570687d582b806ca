declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Replaced at build time by webpack's DefinePlugin (tooling/webpack/create-config.cjs). */
declare const __APP_VERSION__: string;
/** Which of the two builds this is (tooling/webpack/floor.cjs). */
declare const __MC_VARIANT__: 'modern' | 'legacy';
declare const __FEDERATION__: unknown;

/** The host build: each shared name's version and accepted range (tooling/webpack/shared.cjs `sharedProvision`). */
declare const __SHARED__: Record<string, { version: string; requiredVersion: string }>;
