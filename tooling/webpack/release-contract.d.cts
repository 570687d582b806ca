/** A route as a release contract carries it (tooling/webpack/release-contract.cjs). */
export interface ContractRoute {
  path: string;
  aliases?: string[];
  guard?: string;
  layout: Record<string, unknown>;
}

/** A remote's `release.json`. */
export interface RemoteContract {
  name: string;
  version: string;
  kernel: string;
  shared: Array<{ name: string; requiredVersion: string }>;
  imports: Record<string, string[]>;
  routes: ContractRoute[];
}

/** A layout field's accepted values: a list, or a kind of value. */
export type LayoutValues = 'string' | 'boolean' | 'path' | readonly string[];

/** The host's `host-provides.json`. */
export interface HostProvides {
  version: string;
  shared: Array<{ name: string; version: string }>;
  subsets: Record<string, string[]>;
  guards: string[];
  layouts: Record<string, LayoutValues>;
}

export const FEDERATION_CONTRACT: string;
export function evaluateModule(file: string): Record<string, unknown>;
export function contractRoute(route: Record<string, unknown>): ContractRoute;
export function routesOf(routesModule: string): ContractRoute[];
export function subsetImports(files: string[], libraries?: string[]): Record<string, string[]>;
export function subsetExports(): Record<string, string[]>;
export function hostProvides(version: string): HostProvides;
export function remoteContract(input: {
  name: string;
  version: string;
  consumed: string[];
  files: string[];
  routesModule: string;
}): RemoteContract;
export class ReleaseContractPlugin {
  constructor(options: { name: string; version: string; dir: string; isHost?: boolean; routesModule?: string });
  apply(compiler: unknown): void;
}
