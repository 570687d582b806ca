/**
 * Server HTML without its event-handler (`on…`) and `style` attributes, taken out of the text before any
 * parser sees it. Under the site's Content-Security-Policy the browser reports (and blocks) such an
 * attribute the moment it parses one, even in an inert document that never runs or shows it; DOMPurify
 * and the plain-text fallback parse server HTML, so without this every hostile announcement would file
 * violation reports. This is not the sanitizer: DOMPurify still checks everything that is left.
 *
 * A small tokenizer after the HTML standard's: text, comments and declarations are copied, the contents
 * of raw-text elements (script, style, textarea…) are copied without looking for tags in them, and only
 * the attributes of start tags are rewritten.
 */

const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);
const SPACE = /[\t\n\f\r ]/;

const dropped = (name: string): boolean => name.startsWith('on') || name === 'style';

export function withoutInlineAttributes(html: string): string {
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const next = html[lt + 1] ?? '';
    if (/[a-z]/i.test(next)) {
      const tag = readStartTag(html, lt);
      out += tag.text;
      i = tag.end;
      if (RAW_TEXT.has(tag.name) && !tag.text.endsWith('/>')) {
        // Everything up to the matching end tag is text to the parser.
        const close = html.toLowerCase().indexOf(`</${tag.name}`, i);
        const end = close < 0 ? n : close;
        out += html.slice(i, end);
        i = end;
      }
    } else if (html.startsWith('<!--', lt)) {
      const end = commentEnd(html, lt);
      out += html.slice(lt, end);
      i = end;
    } else if (next === '/' || next === '!' || next === '?') {
      // End tags (their attributes mean nothing), declarations and bogus comments run to the next '>'.
      const close = html.indexOf('>', lt + 1);
      const end = close < 0 ? n : close + 1;
      out += html.slice(lt, end);
      i = end;
    } else {
      out += '<';
      i = lt + 1;
    }
  }
  return out;
}

/**
 * Where the comment opened at `start` ends, as the parser reads it: `<!-->` and `<!--->` are whole (empty)
 * comments, and `--!>` closes one as `-->` does. Reading `<!-->` as an opening would copy the tags after it
 * as comment text, handlers included.
 */
function commentEnd(html: string, start: number): number {
  if (html.startsWith('<!-->', start)) return start + 5;
  if (html.startsWith('<!--->', start)) return start + 6;
  const closes = [html.indexOf('-->', start + 4), html.indexOf('--!>', start + 4)].filter((at) => at >= 0);
  if (!closes.length) return html.length;
  const at = Math.min(...closes);
  return at + (html.startsWith('--!>', at) ? 4 : 3);
}

function readStartTag(html: string, start: number): { name: string; text: string; end: number } {
  const n = html.length;
  let i = start + 1;
  while (i < n && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(start + 1, i).toLowerCase();
  let text = html.slice(start, i);
  while (i < n) {
    const c = html[i]!;
    if (c === '>') return { name, text: `${text}>`, end: i + 1 };
    if (SPACE.test(c) || c === '/') {
      text += c;
      i++;
      continue;
    }
    // An attribute: its name (a leading '=' belongs to it), then an optional value.
    const nameStart = i;
    i++;
    while (i < n && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
    const attribute = html.slice(nameStart, i).toLowerCase();
    let j = i;
    while (j < n && SPACE.test(html[j]!)) j++;
    if (html[j] === '=') {
      j++;
      while (j < n && SPACE.test(html[j]!)) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        j = close < 0 ? n : close + 1;
      } else {
        while (j < n && !SPACE.test(html[j]!) && html[j] !== '>') j++;
      }
      i = j;
    }
    if (!dropped(attribute)) text += html.slice(nameStart, i);
  }
  return { name, text, end: n };
}
