/**
 * The parts of the Trusted Types API the site uses (not in TypeScript's DOM library yet). `TrustedHTML`
 * itself is declared by React's types, which accept it for dangerouslySetInnerHTML.
 */
interface TrustedScriptURL {
  readonly __brand: 'TrustedScriptURL';
}

interface TrustedTypePolicyOptions {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

interface TrustedTypePolicy {
  readonly name: string;
  createHTML(input: string): TrustedHTML;
  createScriptURL(input: string): TrustedScriptURL;
}

interface TrustedTypePolicyFactory {
  createPolicy(name: string, options: TrustedTypePolicyOptions): TrustedTypePolicy;
}

interface Window {
  readonly trustedTypes?: TrustedTypePolicyFactory;
}
