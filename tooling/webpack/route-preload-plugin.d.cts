export function routeImports(source: string): Array<{ path: string; request: string }>;
