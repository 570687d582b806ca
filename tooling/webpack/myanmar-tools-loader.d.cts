export function buildMyanmarTools(source: string, file: string): { code: string; resources: string[] };
export const MYANMAR_TOOLS_SOURCES: RegExp;
