// Finds every platform path the production code calls, so the contract list (endpoints.ts) cannot go stale.
// A call is `api.get|post|put|delete(path, …)` or `postEncrypted(method, path, …)` (shared-kernel's
// api/api-client.ts and api/calls/session.ts); a path built from a template (`/wps/inbox/${id}`) becomes
// `/wps/inbox/:param`. Any other string naming a platform path (`/wps/…`, `/lgw/…`), as when a file keeps its
// paths in a table and passes one along, is reported too, with no method.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../..');

/** The client's production sources: the kernel, the host and every remote (tests and test kits left out). */
export const SOURCE_DIRS = [
  'shared-kernel/src',
  'host/src',
  'remote-member/src',
  'remote-games/src',
  'remote-agent/src',
  'remote-cashier/src',
] as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PathUse {
  /** Repository-relative, with forward slashes. */
  readonly file: string;
  readonly line: number;
  /** Null when the string is not the path argument of a call (a table of paths, a constant). */
  readonly method: HttpMethod | null;
  /** Template holes as `:param`, query string dropped. */
  readonly path: string;
}

const METHODS = new Set(['get', 'post', 'put', 'delete']);
const PLATFORM_PATH = /^\/(wps|lgw)\//;

const isProductionFile = (file: string) =>
  /\.(ts|tsx)$/.test(file) &&
  !/\.d\.ts$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.split('/').some((part) => part === 'testing' || part === '__tests__' || part === '__mocks__');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return [full];
  });
}

export function productionFiles(root = ROOT): string[] {
  return SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(root, dir)))
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .filter(isProductionFile)
    .sort();
}

/** A path argument as text, template holes as `:param`; null when it is not written out (a variable). */
function pathText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `:param${span.literal.text}`).join('');
  return null;
}

const normalize = (p: string) => p.split('?')[0]!;

/** Every platform path one source file calls or names. */
export function pathUsesIn(file: string, source: string): PathUse[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const uses: PathUse[] = [];
  const asCallArgument = new Set<ts.Node>();
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      let method: string | null = null;
      let pathArg: ts.Expression | undefined;
      if (
        ts.isPropertyAccessExpression(callee) &&
        METHODS.has(callee.name.text) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'api'
      ) {
        method = callee.name.text;
        pathArg = node.arguments[0];
      } else if (ts.isIdentifier(callee) && callee.text === 'postEncrypted') {
        const first = node.arguments[0];
        method = first && ts.isStringLiteral(first) ? first.text : null;
        pathArg = node.arguments[1];
      }
      if (method && pathArg) {
        const text = pathText(pathArg);
        if (text !== null) {
          asCallArgument.add(pathArg);
          uses.push({
            file,
            line: lineOf(pathArg),
            method: method.toUpperCase() as HttpMethod,
            path: normalize(text),
          });
        }
      }
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
      !asCallArgument.has(node)
    ) {
      const text = pathText(node);
      if (text !== null && PLATFORM_PATH.test(text))
        uses.push({ file, line: lineOf(node), method: null, path: normalize(text) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return uses;
}

/** Worth parsing: the file calls the API client or names a platform path (most files do neither). */
const MAY_CALL = /\bapi\s*\.\s*(get|post|put|delete)\b|\bpostEncrypted\b|\/(wps|lgw)\//;

/** Every platform path the production code calls or names, file by file. */
export function scanProductionCode(root = ROOT): PathUse[] {
  return productionFiles(root).flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    return MAY_CALL.test(source) ? pathUsesIn(file, source) : [];
  });
}

/** True when a contract path (`/wps/inbox/:id`) covers a path as written in the code (`/wps/inbox/:param`). */
export function samePath(contractPath: string, codePath: string): boolean {
  const a = contractPath.split('/');
  const b = codePath.split('/');
  return (
    a.length === b.length && a.every((part, i) => part === b[i] || (part.startsWith(':') && b[i]!.startsWith(':')))
  );
}
