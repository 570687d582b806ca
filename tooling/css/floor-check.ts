import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Declaration, type Node, type Root, type Rule } from 'postcss';
import { PREFIXES, checkSheet, cssFiles } from './css-prefixes';
import {
  FALLBACK_QUERIES,
  NO_ASPECT_RATIO,
  NO_FLEX_GAP,
  NO_FOCUS_VISIBLE,
  OUTRANK,
  postcssPlugins,
  type Variant,
} from './postcss-floor.cjs';

/**
 * What a style sheet must hold once processed for a build variant (tooling/css/postcss-floor.cjs), read
 * from the processed CSS itself, independently of how the plugins got there.
 *
 * Legacy (iOS 12.2, Chrome 70, Samsung Internet 10): nothing those engines drop without something they read
 * in its place — no `inset` shorthand, no :is() / :where(), a `vh` before a `dvh`, a plain value before a
 * min() / max() / clamp() (Chrome 79), `-webkit-sticky` before `sticky`, and a fallback for every flex
 * container's gap, every `:focus-visible` rule and every `aspect-ratio`; and still one class prefix per
 * package. Modern: none of the fallback blocks, and a `vh` before a `dvh` (Chrome 108).
 */
export interface FloorProblem {
  file: string;
  line: number;
  problem: string;
}

export interface Processed {
  file: string;
  root: Root;
  css: string;
  warnings: Array<{ line: number; text: string }>;
}

/** Runs one sheet through the project's PostCSS setup for a variant. */
export async function processSheet(file: string, source: string, variant: Variant): Promise<Processed> {
  const result = await postcss(postcssPlugins(variant)).process(source, { from: file });
  return {
    file,
    root: result.root,
    css: result.css,
    warnings: result.warnings().map((w) => ({ line: w.line ?? 0, text: w.text })),
  };
}

/** Every package's style sheets (under `<package>/src`), absolute paths, with their package's prefix. */
export function workspaceSheets(root: string): Array<{ file: string; prefix: string }> {
  return Object.entries(PREFIXES).flatMap(([pkg, prefix]) =>
    cssFiles(path.join(root, pkg, 'src')).map((file) => ({ file, prefix })),
  );
}

export async function processWorkspace(root: string, variant: Variant): Promise<Array<Processed & { prefix: string }>> {
  const plugins = postcssPlugins(variant);
  return Promise.all(
    workspaceSheets(root).map(async ({ file, prefix }) => {
      const result = await postcss(plugins).process(readFileSync(file, 'utf8'), { from: file });
      return {
        file: path.relative(root, file),
        prefix,
        root: result.root,
        css: result.css,
        warnings: result.warnings().map((w) => ({ line: w.line ?? 0, text: w.text })),
      };
    }),
  );
}

const lineOf = (node: Node) => node.source?.start?.line ?? 0;

/** The `@supports` fallback query a node sits under, if any. */
function fallbackQuery(node: Node): string | undefined {
  for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (
      parent.type === 'atrule' &&
      (parent as AtRule).name === 'supports' &&
      FALLBACK_QUERIES.includes((parent as AtRule).params)
    )
      return (parent as AtRule).params;
  }
  return undefined;
}

const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name);

/** The style rules of a sheet that are not fallbacks themselves. */
function authoredRules(root: Root): Rule[] {
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    if (!inKeyframes(rule) && !fallbackQuery(rule)) rules.push(rule);
  });
  return rules;
}

/** The selectors of the rules under one fallback query. */
function fallbackSelectors(root: Root, query: string): string[] {
  const selectors: string[] = [];
  root.walkAtRules('supports', (at) => {
    if (at.params === query) at.walkRules((rule) => void selectors.push(...rule.selectors));
  });
  return selectors;
}

const decls = (rule: Rule): Declaration[] => rule.nodes.filter((n): n is Declaration => n.type === 'decl');
const lastValue = (rule: Rule, prop: string) =>
  decls(rule)
    .filter((d) => d.prop === prop)
    .pop()
    ?.value.trim();
const isZero = (value: string) => /^0[a-z%]*$/i.test(value);
const gapOf = (rule: Rule) =>
  ['gap', 'row-gap', 'column-gap'].map((p) => lastValue(rule, p)).filter((v): v is string => v !== undefined);
const blockOf = (selector: string) => selector.replace(/(\.-?[_a-zA-Z]\w*(?:-\w+)*?)--[\w-]+/g, '$1');

/** A declaration whose value uses `pattern` must follow one of the same property that does not. */
function needsPlainBefore(file: string, root: Root, pattern: RegExp, what: string): FloorProblem[] {
  const problems: FloorProblem[] = [];
  root.walkDecls((decl) => {
    if (!pattern.test(decl.value)) return;
    let prev = decl.prev();
    while (prev && !(prev.type === 'decl' && (prev as Declaration).prop === decl.prop)) prev = prev.prev();
    if (!prev || pattern.test((prev as Declaration).value))
      problems.push({ file, line: lineOf(decl), problem: `${decl.prop}: ${decl.value} has no ${what} before it` });
  });
  return problems;
}

const VIEWPORT_VARIANTS = /\d(?:[sdl]vh|[sdl]vw|[sdl]vmin|[sdl]vmax)\b/;
const MATH_FUNCTIONS = /\b(?:min|max|clamp)\(/;

/** What is wrong with one sheet processed for the legacy floor. */
export function checkLegacy({ file, root, css, warnings }: Processed, prefix: string): FloorProblem[] {
  const problems: FloorProblem[] = warnings.map(({ line, text }) => ({ file, line, problem: text }));
  problems.push(
    ...checkSheet(file, css, prefix).map((v) => ({ file, line: v.line, problem: `${v.selector}: ${v.problem}` })),
  );

  root.walkDecls(
    /^inset(-block|-inline)?$/,
    (decl) => void problems.push({ file, line: lineOf(decl), problem: `${decl.prop} is not read by Safari < 14.1` }),
  );
  problems.push(...needsPlainBefore(file, root, VIEWPORT_VARIANTS, 'plain vh/vw value (Safari < 15.4)'));
  problems.push(...needsPlainBefore(file, root, MATH_FUNCTIONS, 'value without min()/max()/clamp() (Chrome < 79)'));
  root.walkDecls('position', (decl) => {
    if (decl.value.trim() !== 'sticky') return;
    const prev = decl.prev();
    if (!(prev?.type === 'decl' && (prev as Declaration).value.trim() === '-webkit-sticky'))
      problems.push({
        file,
        line: lineOf(decl),
        problem: 'position: sticky without -webkit-sticky before it (Safari 12)',
      });
  });
  root.walkDecls('overflow-wrap', (decl) => {
    if (decl.value.trim() !== 'anywhere') return;
    const prev = decl.prev();
    if (!(prev?.type === 'decl' && (prev as Declaration).prop === 'word-break'))
      problems.push({
        file,
        line: lineOf(decl),
        problem: 'overflow-wrap: anywhere without word-break before it (Safari < 15.4)',
      });
  });

  const rules = authoredRules(root);
  const flexGapFallbacks = fallbackSelectors(root, NO_FLEX_GAP);
  const aspectFallbacks = fallbackSelectors(root, NO_ASPECT_RATIO);
  const displayOf = (selector: string) => {
    let display: string | undefined;
    for (const rule of rules) if (rule.selectors.includes(selector)) display = lastValue(rule, 'display') ?? display;
    return display;
  };

  for (const rule of rules) {
    for (const selector of rule.selectors) {
      if (/:(?:is|where)\(/.test(selector))
        problems.push({
          file,
          line: lineOf(rule),
          problem: `${selector}: :is() / :where() are not read by Safari < 14, Chrome < 88`,
        });
    }

    // A gap that is not a grid's is a flex container's (or its author's to say): it needs its margins.
    const gaps = gapOf(rule);
    if (gaps.length > 0 && !gaps.every((g) => g.split(/\s+/).every(isZero))) {
      for (const selector of rule.selectors) {
        const display = lastValue(rule, 'display') ?? displayOf(selector) ?? displayOf(blockOf(selector));
        if (display !== undefined && /grid/.test(display)) continue;
        const covered = flexGapFallbacks.some(
          (s) => s.startsWith(`${selector} >`) || s.startsWith(`${selector}${OUTRANK} >`),
        );
        if (!covered)
          problems.push({
            file,
            line: lineOf(rule),
            problem: `${selector}: a flex gap (Safari < 14.1, Chrome < 84) with no margins under @supports ${NO_FLEX_GAP}`,
          });
      }
    }

    if (rule.selector.includes(':focus-visible')) {
      const next = rule.next();
      const twin =
        next?.type === 'atrule' && (next as AtRule).params === NO_FOCUS_VISIBLE
          ? (next as AtRule).nodes?.find((n): n is Rule => n.type === 'rule')
          : undefined;
      const same =
        twin &&
        JSON.stringify(decls(twin).map((d) => [d.prop, d.value])) ===
          JSON.stringify(decls(rule).map((d) => [d.prop, d.value]));
      if (!twin || !same || /:focus-visible|:has\(/.test(twin.selector)) {
        problems.push({
          file,
          line: lineOf(rule),
          problem: `${rule.selector}: dropped by Safari < 15.4, Chrome < 86, with no :focus copy under @supports ${NO_FOCUS_VISIBLE}`,
        });
      }
    }

    const ratio = lastValue(rule, 'aspect-ratio');
    // `auto <ratio>` only stands in until a picture's own shape is known, which old engines use anyway.
    if (ratio !== undefined && !ratio.startsWith('auto')) {
      for (const selector of rule.selectors) {
        if (!aspectFallbacks.some((s) => s.startsWith(selector)))
          problems.push({
            file,
            line: lineOf(rule),
            problem: `${selector}: aspect-ratio (Safari < 15, Chrome < 88) with no size under @supports ${NO_ASPECT_RATIO}`,
          });
      }
    }
  }
  return problems;
}

/** What is wrong with one sheet processed for the modern floor: any fallback its engines do not need. */
export function checkModern({ file, root, css, warnings }: Processed, prefix: string): FloorProblem[] {
  const problems: FloorProblem[] = warnings.map(({ line, text }) => ({ file, line, problem: text }));
  problems.push(
    ...checkSheet(file, css, prefix).map((v) => ({ file, line: v.line, problem: `${v.selector}: ${v.problem}` })),
  );
  root.walkAtRules('supports', (at) => {
    if (FALLBACK_QUERIES.includes(at.params))
      problems.push({
        file,
        line: lineOf(at),
        problem: `@supports ${at.params}: a legacy fallback in the modern build`,
      });
  });
  root.walkRules((rule) => {
    if (rule.selector.includes(OUTRANK))
      problems.push({ file, line: lineOf(rule), problem: `${rule.selector}: a legacy fallback in the modern build` });
  });
  root.walkDecls((decl) => {
    if (decl.value.trim() === '-webkit-sticky')
      problems.push({ file, line: lineOf(decl), problem: '-webkit-sticky in the modern build' });
    if (
      decl.prop === 'word-break' &&
      decl.value.trim() === 'break-word' &&
      decl.next()?.type === 'decl' &&
      (decl.next() as Declaration).prop === 'overflow-wrap'
    ) {
      problems.push({
        file,
        line: lineOf(decl),
        problem: 'word-break before overflow-wrap: a legacy fallback in the modern build',
      });
    }
  });
  problems.push(...needsPlainBefore(file, root, VIEWPORT_VARIANTS, 'plain vh/vw value (Chrome < 108)'));
  return problems;
}
