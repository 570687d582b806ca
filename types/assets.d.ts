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
declare const __FEDERATION__: unknown;
