/**
 * The site requires Trusted Types for every HTML and script-URL sink (the host server's Content-Security-
 * Policy names, in `trusted-types`, the policies that may exist). A policy is made once, by the one module
 * that owns its sink; where the browser has no Trusted Types (jsdom, older browsers) there is none, and
 * strings pass as they are.
 */
export function trustedTypesPolicy(name: string, options: TrustedTypePolicyOptions): TrustedTypePolicy | null {
  const factory = typeof window === 'undefined' ? undefined : window.trustedTypes;
  return factory ? factory.createPolicy(name, options) : null;
}
