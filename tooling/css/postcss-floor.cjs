// The style sheets' processing, in one place: webpack's CSS rule (create-config.cjs) and the floor check
// (floor-check.ts) both take it from here, for a build variant (MC_VARIANT: modern | legacy), whose browsers
// are the `.browserslistrc` environment of the same name.
//
// postcss-preset-env rewrites what the variant's browsers cannot read and it knows how to (inset → top,
// right, bottom, left; -webkit-sticky; :is(); logical properties…): for the modern floor next to nothing.
// What it does not do for the legacy floor (iOS 12.2 / Safari 12.1, Chrome 70, Samsung Internet 10), the
// `floorFallbacks` plugin below adds, in the legacy build only, under a feature query that only engines
// without the feature match, so that a newer engine given the legacy build ignores it:
//
//   - flex `gap` (Safari 14.1, Chrome 84): margins between a flex container's children.
//   - `:focus-visible` (Safari 15.4, Chrome 86): an old engine drops every rule naming it, so keyboard users
//     would see no focus ring at all; each such rule gets a `:focus` copy.
//   - `:where()` (Safari 14, Chrome 88): the selector is written out in full.
//   - `overflow-wrap: anywhere` (Safari 15.4, Chrome 80): `word-break: break-word` first, which old engines
//     read the same way, so a long word or link still breaks instead of widening the page.
//
// Written by hand in the sheets, and checked by floor.test.ts: `aspect-ratio` (Safari 15, Chrome 88) under
// `@supports not (aspect-ratio: 1)`, a `vh` value before each `dvh` / `svh` one, a plain value before each
// min() / max() / clamp() one (Chrome 79), and the flex gaps the plugin cannot place (a gap on an element
// that no rule of the same sheet makes a flex container: the plugin warns, the check fails).
const fs = require('node:fs');
const path = require('node:path');
const postcssPresetEnv = require('postcss-preset-env');

const VARIANTS = ['modern', 'legacy'];

/**
 * Where the flex-gap margins go. No feature query tells flex gap apart (`gap` itself is supported, for
 * grid, since Safari 12 / Chrome 66), so this asks for `inset`, which came in the same Safari release
 * (14.1) as flex gap: exact on every iPhone. Chrome got `inset` three releases after flex gap (87 and 84),
 * so Chrome 84–86 match it too; there the fallback also sets `gap: 0`, so they show the margins alone, the
 * same spacing, never both.
 */
const NO_FLEX_GAP = 'not (inset: 0)';

/**
 * Where the `:focus` copies go. Unprefixed `appearance` came in the very Safari release that brought
 * `:focus-visible` (15.4), in Chrome two releases before it (84 and 86) and in Samsung Internet with it
 * (14), so this matches old Safari exactly, and no engine that draws `:focus-visible` rings (which would
 * then also ring on every tap, as the old ones now do, like before :focus-visible existed).
 * `not (height: 1dvh)` would have been exact on Safari too, but every Chrome before 108 matches it.
 * (Chrome 84–85 get neither ring.) Added after autoprefixer has run: it would rewrite this query into one
 * that every old engine fails (they all have `-webkit-appearance`).
 */
const NO_FOCUS_VISIBLE = 'not (appearance: none)';

/** The feature query hand-written `aspect-ratio` fallbacks sit under (Safari 15, Chrome 88). */
const NO_ASPECT_RATIO = 'not (aspect-ratio: 1)';

const FALLBACK_QUERIES = [NO_FLEX_GAP, NO_FOCUS_VISIBLE, NO_ASPECT_RATIO];

/**
 * Raises a generated rule above the sheets' own rules on the same elements: `.x:not(#\#) > * + *` beats a
 * child's `.x__title { margin: 0 }` wherever either stands (`#\#` is an id no element has).
 */
const OUTRANK = ':not(#\\#)';

// ---------------------------------------------------------------------------------------------------------
// Selector helpers (strings; the sheets' selectors are plain enough that no parser is needed).

/** Index of the `)` closing the `(` at `open`. */
function closingParen(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  throw new Error(`unbalanced parentheses in ${text}`);
}

/** Splits a selector list (or a pseudo-class's argument list) at its top-level commas. */
function splitList(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** `.a :where(p, ul):last-child` → `.a p:last-child`, `.a ul:last-child` (and so on, for each :where). */
function expandWhere(selector) {
  const at = selector.indexOf(':where(');
  if (at < 0) return [selector];
  const open = at + ':where'.length;
  const close = closingParen(selector, open);
  const before = selector.slice(0, at);
  const after = selector.slice(close + 1);
  return splitList(selector.slice(open + 1, close)).flatMap((arg) => expandWhere(`${before}${arg}${after}`));
}

/**
 * The `:focus` twin of a selector that names `:focus-visible`, for an engine without it: `:focus` for
 * `:focus-visible`, and `A:focus-within` for `A:has(… :focus-visible …)` (no old engine has :has() either).
 */
function focusTwin(selector) {
  let out = selector;
  for (let at = out.indexOf(':has('); at >= 0; at = out.indexOf(':has(', at + 1)) {
    const close = closingParen(out, at + ':has'.length);
    if (out.slice(at, close).includes(':focus-visible'))
      out = `${out.slice(0, at)}:focus-within${out.slice(close + 1)}`;
  }
  return out.replace(/:focus-visible\b/g, ':focus');
}

/** A BEM modifier's block: `.gm-vendors--failed` → `.gm-vendors` (the element carries both classes). */
const withoutModifiers = (selector) => selector.replace(/(\.-?[_a-zA-Z][\w]*(?:-[\w]+)*?)--[\w-]+/g, '$1');

// ---------------------------------------------------------------------------------------------------------
// Flex gap.

/** The elements that stand next to a text in a flex row: an icon, a picture, a check box. */
const LONE_ITEMS = ['svg', 'img', 'input'];

const FLEX_PROPS = new Set(['display', 'flex-direction', 'flex-wrap', 'flex-flow', 'gap', 'row-gap', 'column-gap']);

/** `0`, `0px`, `0rem`…: no gap. */
const isZero = (value) => /^0(?:[a-z%]*)$/i.test(String(value).trim());

/** The layout state a rule leaves, on top of `state`: display, direction, wrap, gaps and own end margins. */
function applyRule(state, rule) {
  const next = { ...state };
  rule.each((node) => {
    if (node.type !== 'decl') return;
    const value = node.value.trim();
    switch (node.prop) {
      case 'display':
        next.display = value;
        break;
      case 'flex-direction':
        next.direction = value;
        break;
      case 'flex-wrap':
        next.wrap = value;
        break;
      case 'flex-flow':
        for (const word of value.split(/\s+/)) {
          if (/^(row|column)(-reverse)?$/.test(word)) next.direction = word;
          else if (/^(nowrap|wrap|wrap-reverse)$/.test(word)) next.wrap = word;
        }
        break;
      case 'gap': {
        const [row, column = row] = splitValues(value);
        next.rowGap = row;
        next.columnGap = column;
        break;
      }
      case 'row-gap':
        next.rowGap = value;
        break;
      case 'column-gap':
        next.columnGap = value;
        break;
      case 'margin': {
        const values = splitValues(value);
        next.marginRight = values[1] ?? values[0];
        next.marginBottom = values[2] ?? values[0];
        break;
      }
      case 'margin-right':
        next.marginRight = value;
        break;
      case 'margin-bottom':
        next.marginBottom = value;
        break;
      default:
    }
  });
  return next;
}

/** Space-separated values, keeping `calc(a + b)` in one piece. */
function splitValues(value) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const c of value.trim()) {
    if (c === '(') depth += 1;
    if (c === ')') depth -= 1;
    if (/\s/.test(c) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += c;
  }
  if (current) parts.push(current);
  return parts;
}

const isFlex = (state) => state.display === 'flex' || state.display === 'inline-flex';
const hasGap = (state) => isFlex(state) && !(isZero(state.rowGap ?? 0) && isZero(state.columnGap ?? 0));

/** `a - b` for two lengths (either may be missing, read as 0). */
function minus(own, gap) {
  if (own === undefined || isZero(own)) return `-${gap}`;
  if (own === 'auto') return own;
  return `calc(${own} - ${gap})`;
}

/**
 * The margins that stand in for a state's gap, as declarations per target:
 * `container` (the element), `all` (`> *`), `rest` (`> * + *`), `only` (an svg, img or input that is the
 * only element child: next to a text), `before` / `after` (its pseudo-elements).
 *
 * - One line (no wrap), or a column: the main-axis gap as the leading margin of every child but the first.
 * - Wrapping rows: every child gets the column gap on its right and the row gap below; the container takes
 *   both back with negative margins of its own (added to its own margins), so its outer size stays the same.
 */
function gapPlan(state, pseudo) {
  const plan = { container: {}, all: {}, rest: {}, only: {}, before: {}, after: {} };
  if (!hasGap(state)) return plan;
  const direction = state.direction || 'row';
  const column = direction.startsWith('column');
  const rowGap = state.rowGap ?? '0';
  const columnGap = state.columnGap ?? '0';
  plan.container.gap = '0';
  if (!column && state.wrap && state.wrap !== 'nowrap') {
    if (!isZero(columnGap)) {
      plan.all['margin-right'] = columnGap;
      plan.container['margin-right'] = minus(state.marginRight, columnGap);
    }
    if (!isZero(rowGap)) {
      plan.all['margin-bottom'] = rowGap;
      plan.container['margin-bottom'] = minus(state.marginBottom, rowGap);
    }
    return plan;
  }
  // A wrapping column (no set height here) stays one column: the same as not wrapping.
  const gap = column ? rowGap : columnGap;
  if (isZero(gap)) return plan;
  const reverse = direction.endsWith('-reverse');
  const [start, end] = column ? ['top', 'bottom'] : ['left', 'right'];
  const [lead, trail] = reverse ? [end, start] : [start, end];
  plan.rest[`margin-${lead}`] = gap;
  // An icon, picture or box before a text (`<svg/> Recent`, `<input type=checkbox/> Remember`): the text is
  // no element to take a margin, so the one element child gives it its own, on the text's side.
  if (!column) plan.only[`margin-${trail}`] = gap;
  if (pseudo.before) plan.before[`margin-${trail}`] = gap;
  if (pseudo.after) plan.after[`margin-${lead}`] = gap;
  return plan;
}

/** What turns the `from` plan into the `to` plan: `to`'s declarations, plus 0 (or the own value) for those `to` drops. */
function planChange(from, to, state) {
  const own = { 'margin-right': state.marginRight ?? '0', 'margin-bottom': state.marginBottom ?? '0' };
  // What `from` already sets to the same value stays as it is (its rules apply to the same elements).
  const changed = (part) =>
    Object.fromEntries(Object.entries(to[part]).filter(([prop, value]) => from[part][prop] !== value));
  const change = {
    container: changed('container'),
    all: changed('all'),
    rest: changed('rest'),
    only: changed('only'),
    before: changed('before'),
    after: changed('after'),
  };
  // The author's own gap comes back where the element is no flex container any more (a grid keeps it).
  const gap = `${state.rowGap ?? 'normal'} ${state.columnGap ?? state.rowGap ?? 'normal'}`;
  for (const prop of Object.keys(from.container))
    if (!(prop in to.container)) change.container[prop] = prop === 'gap' ? gap : (own[prop] ?? '0');
  // A child margin of `from` is reset on `> *`, which `to`'s `> * + *` (same rank, later) still overrides.
  for (const part of ['all', 'rest'])
    for (const prop of Object.keys(from[part])) if (!(prop in to.all) && !(prop in to.rest)) change.all[prop] = '0';
  for (const part of ['only', 'before', 'after'])
    for (const prop of Object.keys(from[part])) if (!(prop in to[part]) && !(prop in to.all)) change[part][prop] = '0';
  return change;
}

const isEmptyPlan = (plan) => Object.values(plan).every((decls) => Object.keys(decls).length === 0);

/** A pseudo-element that is a flex item (has content, not taken out of the flow). */
function pseudoItems(root, selector) {
  const found = { before: false, after: false };
  root.walkRules((rule) => {
    if (isFallback(rule)) return;
    for (const s of rule.selectors) {
      for (const which of ['before', 'after']) {
        if (s !== `${selector}::${which}` && s !== `${selector}:${which}`) continue;
        let content = false;
        let positioned = false;
        rule.walkDecls((d) => {
          if (d.prop === 'content') content = true;
          if (d.prop === 'position' && /absolute|fixed/.test(d.value)) positioned = true;
        });
        if (content && !positioned) found[which] = true;
      }
    }
  });
  return found;
}

/** The selectors of a sheet's hand-written flex-gap fallbacks (rules under NO_FLEX_GAP), read before any is generated. */
function handWrittenGapSelectors(root) {
  const selectors = [];
  root.walkAtRules('supports', (at) => {
    if (at.params === NO_FLEX_GAP) at.walkRules((rule) => void selectors.push(...rule.selectors));
  });
  return selectors;
}

/** Whether the author wrote the gap fallback of a selector (a `S > …` rule). */
const handWritten = (written, selector) =>
  written.some((s) => s.startsWith(`${selector} >`) || s.startsWith(`${selector}${OUTRANK} >`));

/** A rule of a fallback block (hand-written or generated): already what an old engine reads. */
function isFallback(rule) {
  for (let node = rule.parent; node && node.type !== 'root'; node = node.parent) {
    if (node.type === 'atrule' && node.name === 'supports' && FALLBACK_QUERIES.includes(node.params)) return true;
  }
  return false;
}

/** The rules a style rule's selector is also styled by before it: same selector, or its BEM block's. */
function earlierRules(rules, index, selector) {
  const block = withoutModifiers(selector);
  const target = rules[index];
  return rules.slice(0, index).filter((rule) => {
    // Only rules that also apply where this one does: at the root, or in the same at-rule.
    if (rule.parent !== target.parent && rule.parent.type !== 'root') return false;
    return rule.selectors.some((s) => s === selector || s === block);
  });
}

/**
 * Legacy: adds the fallbacks. Modern: removes the hand-written ones (blocks under the three queries above),
 * which no engine of the modern floor matches (Safari 15.4, Chrome 93 and Samsung Internet 17 have
 * `inset`, `aspect-ratio` and `appearance`), so a modern phone downloads none of them.
 */
function floorFallbacks({ variant }) {
  return {
    postcssPlugin: 'mc-floor-fallbacks',
    OnceExit(root, { result, AtRule, Rule, Declaration }) {
      if (variant !== 'legacy') {
        root.walkAtRules('supports', (at) => {
          if (FALLBACK_QUERIES.includes(at.params)) at.remove();
        });
        return;
      }
      // Written on one line each, like the sheets themselves (the build does not minify CSS).
      const supports = (params, rules) => {
        const at = new AtRule({
          name: 'supports',
          params,
          raws: { before: '\n', afterName: ' ', between: ' ', after: ' ' },
        });
        for (const r of rules) {
          r.raws = { ...r.raws, before: ' ', between: ' ', after: ' ', semicolon: true };
          r.walkDecls((d) => {
            d.raws = { before: ' ', between: ': ' };
          });
          at.append(r);
        }
        return at;
      };
      const rule = (selectors, decls) =>
        new Rule({ selectors, nodes: Object.entries(decls).map(([prop, value]) => new Declaration({ prop, value })) });

      const written = handWrittenGapSelectors(root);
      const styleRules = [];
      root.walkRules((r) => {
        const inKeyframes = r.parent && r.parent.type === 'atrule' && /keyframes$/.test(r.parent.name);
        if (!inKeyframes) styleRules.push(r);
      });

      // :where() written out; :focus-visible twins; overflow-wrap: anywhere.
      for (const r of styleRules) {
        if (r.selector.includes(':where(')) r.selectors = r.selectors.flatMap(expandWhere);
        if (r.selector.includes(':focus-visible')) {
          const twin = r.clone({ selectors: r.selectors.map(focusTwin) });
          r.after(supports(NO_FOCUS_VISIBLE, [twin]));
        }
        r.walkDecls('overflow-wrap', (d) => {
          if (d.value.trim() === 'anywhere' && !(d.prev() && d.prev().prop === 'word-break'))
            d.cloneBefore({ prop: 'word-break', value: 'break-word' });
        });
      }

      // Flex gap: for every rule that changes a flex container's layout, the margins of its new state
      // (and the undoing of its previous state's), right after it and in the same at-rule.
      styleRules.forEach((r, index) => {
        if (!r.nodes.some((n) => n.type === 'decl' && FLEX_PROPS.has(n.prop))) return;
        if (isFallback(r)) return;
        const plans = new Map();
        for (const selector of r.selectors) {
          if (selector.includes('::') || /:(before|after)\b/.test(selector)) continue;
          const before = earlierRules(styleRules, index, selector).reduce(applyRule, {});
          const after = applyRule(before, r);
          if (after.display === undefined) {
            // A gap on an element whose display another sheet (or class) sets: only the author knows.
            const gap = !(isZero(after.rowGap ?? 0) && isZero(after.columnGap ?? 0));
            if (gap && !handWritten(written, selector))
              r.warn(
                result,
                `"${selector}" sets a gap but no rule here makes it a flex container: write its fallback under @supports ${NO_FLEX_GAP}`,
              );
            continue;
          }
          if (!hasGap(before) && !hasGap(after)) continue;
          if (handWritten(written, selector)) continue;
          const pseudo = pseudoItems(root, selector);
          const [from, to] = [gapPlan(before, pseudo), gapPlan(after, pseudo)];
          if (JSON.stringify(from) === JSON.stringify(to)) continue;
          const change = planChange(from, to, after);
          if (isEmptyPlan(change)) continue;
          const key = JSON.stringify(change);
          plans.set(key, [...(plans.get(key) || []), selector]);
        }
        const fallback = [];
        for (const [key, selectors] of plans) {
          const change = JSON.parse(key);
          const lifted = selectors.map((s) => `${s}${OUTRANK}`);
          if (Object.keys(change.container).length) fallback.push(rule(selectors, change.container));
          if (Object.keys(change.all).length)
            fallback.push(
              rule(
                lifted.map((s) => `${s} > *`),
                change.all,
              ),
            );
          if (Object.keys(change.rest).length)
            fallback.push(
              rule(
                lifted.map((s) => `${s} > * + *`),
                change.rest,
              ),
            );
          if (Object.keys(change.only).length)
            fallback.push(
              rule(
                lifted.flatMap((s) => LONE_ITEMS.map((item) => `${s} > ${item}:only-child`)),
                change.only,
              ),
            );
          if (Object.keys(change.before).length)
            fallback.push(
              rule(
                selectors.map((s) => `${s}::before`),
                change.before,
              ),
            );
          if (Object.keys(change.after).length)
            fallback.push(
              rule(
                selectors.map((s) => `${s}::after`),
                change.after,
              ),
            );
        }
        if (fallback.length) r.after(supports(NO_FLEX_GAP, fallback));
      });
    },
  };
}
floorFallbacks.postcss = true;

/**
 * The sheets' comments are for their authors: css-loader would ship them inside the scripts (about 7 KB
 * over the site's sheets, paid in every remote that bundles the kernel's).
 */
function dropComments() {
  return {
    postcssPlugin: 'mc-drop-comments',
    OnceExit(root) {
      root.walkComments((comment) => {
        if (!comment.text.startsWith('!')) comment.remove();
      });
    },
  };
}
dropComments.postcss = true;

/** The PostCSS plugins of a build variant. */
function postcssPlugins(variant) {
  if (!VARIANTS.includes(variant)) throw new Error(`unknown build variant ${variant} (one of ${VARIANTS.join(', ')})`);
  // browserslist would quietly fall back to its defaults for an environment it does not find.
  const browserslistrc = fs.readFileSync(path.join(__dirname, '../../.browserslistrc'), 'utf8');
  if (!browserslistrc.includes(`[${variant}]`)) throw new Error(`.browserslistrc has no [${variant}] environment`);
  return [
    postcssPresetEnv({
      // The `.browserslistrc` environment named like the variant.
      env: variant,
      // Polyfills that need a script in the page (and invent class names) stay off, as by default.
      enableClientSidePolyfills: false,
      // It spells every font-variant-numeric again as font-feature-settings; both floors read the former.
      features: { 'font-variant-property': false },
    }),
    floorFallbacks({ variant }),
    dropComments(),
  ];
}

/** webpack's `postcss-loader`, set up for a build variant (after `css-loader` in the CSS rule's `use`). */
function postcssLoader(variant) {
  return {
    loader: require.resolve('postcss-loader'),
    // `config: false`: no search for a postcss.config file in every package; this is the one config.
    options: { postcssOptions: { config: false, plugins: postcssPlugins(variant) } },
  };
}

module.exports = {
  postcssPlugins,
  postcssLoader,
  floorFallbacks,
  NO_FLEX_GAP,
  NO_FOCUS_VISIBLE,
  NO_ASPECT_RATIO,
  FALLBACK_QUERIES,
  OUTRANK,
  VARIANTS,
};
