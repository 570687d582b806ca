import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository stands on its own: docs/product.md says how the product behaves, so no comment or test
 * title cites a section of a document kept outside the repo. These are the shapes such a citation takes.
 * (Written so that this file does not match them itself.)
 */
export const CITATION_PATTERNS: readonly RegExp[] = [
  /\bspec,? sections?\b/i, // a numbered section of it
  /\bproduct[-]spec\b/i, // its file name
  /§\s*\d/, // a section sign with a number
  /\b(?:the|per the) spec(?:['’]s)?(?![-.\w])/i, // the document as an authority (not a *.spec.ts file)
];

/** Files checked: source, style sheets and the Markdown docs. */
export const CHECKED_EXTENSIONS: readonly string[] = ['.ts', '.tsx', '.cjs', '.mjs', '.css', '.md'];

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.tools', 'test-results', 'playwright-report']);

export interface Citation {
  file: string;
  line: number;
  text: string;
}

/** The citations in one file's text, with 1-based line numbers. */
export function citationsIn(file: string, text: string): Citation[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      CITATION_PATTERNS.some((pattern) => pattern.test(line)) ? [{ file, line: index + 1, text: line.trim() }] : [],
    );
}

/** Every checked file under `dir`, skipping dependencies and build output. */
export function checkedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : checkedFiles(full);
      return CHECKED_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) ? [full] : [];
    });
}

/** The citations of the whole repository, paths relative to `root`. */
export function citationsInRepo(root: string): Citation[] {
  return checkedFiles(root).flatMap((file) => citationsIn(path.relative(root, file), readFileSync(file, 'utf8')));
}
