import { render, waitFor } from '@testing-library/react';
import { HOSTILE_CONTENT } from '@mc/platform-sim';
import { setRuntimeConfig } from '../config/runtime-config';
import {
  htmlText,
  SafeHtml,
  sanitizeHtml,
  SERVER_HTML_ATTRIBUTES,
  SERVER_HTML_TAGS,
  useSanitizerSettled,
} from './safe-html';

function Settled({ enabled }: { enabled: boolean }) {
  return <output>{String(useSanitizerSettled(enabled))}</output>;
}

describe('SafeHtml', () => {
  it('loads DOMPurify only when asked; shows the words at once, then the sanitized HTML (first in this file)', async () => {
    const probe = render(<Settled enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(probe.container).toHaveTextContent('false');

    const { container } = render(<SafeHtml html={'<p>Hello <b>world</b></p><script>window.__xss=1</script>'} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('Hello world');
    await waitFor(() => expect(container.querySelector('b')).toHaveTextContent('world'));
    expect(container.querySelector('script')).toBeNull();

    probe.rerender(<Settled enabled />);
    await waitFor(() => expect(probe.container).toHaveTextContent('true'));
  });

  it('keeps ordinary formatting', async () => {
    expect(await sanitizeHtml('<p>Hello <b>world</b> <a href="/m/notice">more</a></p>')).toBe(
      '<p>Hello <b>world</b> <a href="/m/notice">more</a></p>',
    );
  });

  it.each([
    ['<script>window.__xss=1</script><p>x</p>', '<p>x</p>'],
    ['<img src="x" onerror="window.__xss=1">', '<img src="x" alt="">'],
    ['<a href="javascript:window.__xss=1">go</a>', '<a>go</a>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
  ])('removes %s', async (dirty, clean) => {
    expect(await sanitizeHtml(dirty)).toBe(clean);
  });

  it('renders the platform simulator hostile announcement without running anything', async () => {
    const win = window as unknown as { __xss?: number };
    delete win.__xss;
    const { container } = render(<SafeHtml html={String(HOSTILE_CONTENT)} />);
    await waitFor(() => expect(container.firstElementChild?.children.length).toBeGreaterThan(0));
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect(win.__xss).toBeUndefined();
  });

  it("lets server HTML use none of the app's classes, ids, styles or roles (a fake full-screen mask stays plain text)", async () => {
    const hostile =
      '<div class="mc-mask" id="root" style="position:fixed;inset:0;z-index:9999" role="dialog" aria-modal="true" data-x="1" tabindex="0">' +
      '<a href="https://evil.example/phish" class="mc-btn" name="login">Your account is locked…</a></div>';
    expect(await sanitizeHtml(hostile)).toBe(
      '<div><a href="https://evil.example/phish">Your account is locked…</a></div>',
    );
  });

  it('keeps exactly the listed tags and attributes', async () => {
    expect([...SERVER_HTML_TAGS].sort()).toEqual([
      'a',
      'abbr',
      'b',
      'blockquote',
      'br',
      'caption',
      'code',
      'dd',
      'del',
      'div',
      'dl',
      'dt',
      'em',
      'figcaption',
      'figure',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'hr',
      'i',
      'img',
      'ins',
      'li',
      'mark',
      'ol',
      'p',
      'pre',
      's',
      'small',
      'span',
      'strong',
      'sub',
      'sup',
      'table',
      'tbody',
      'td',
      'tfoot',
      'th',
      'thead',
      'tr',
      'u',
      'ul',
    ]);
    expect([...SERVER_HTML_ATTRIBUTES].sort()).toEqual([
      'alt',
      'colspan',
      'height',
      'href',
      'lang',
      'rowspan',
      'src',
      'target',
      'title',
      'width',
    ]);
    expect(
      await sanitizeHtml(
        '<h1>Big</h1><table><tr><td colspan="2" nowrap>x</td></tr></table><video src="/v.mp4"></video><svg><circle/></svg>',
      ),
    ).toBe('Big<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>');
  });

  it('drops pictures from origins nobody allowed before they are requested', async () => {
    setRuntimeConfig({ apiBase: 'https://api.example.com', imageOrigins: ['https://cdn.example.com'] });
    try {
      const html = await sanitizeHtml(
        '<p><img src="https://tracker.example/pixel.gif?u=1" alt="t"><img src="/wps/assets/a.png" alt="own">' +
          '<img src="https://api.example.com/b.png" alt="api"><img src="https://cdn.example.com/c.png" alt="cdn">' +
          '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="svg"><img src="data:image/png;base64,iVBORw0KGgo=" alt="png"><img alt="none"></p>',
      );
      expect(html).not.toContain('tracker.example');
      expect([...html.matchAll(/alt="(\w+)"/g)].map((m) => m[1])).toEqual(['own', 'api', 'cdn', 'png']);
    } finally {
      setRuntimeConfig({});
    }
  });

  it('gives a picture the platform sent without alt an empty one (decoration), and keeps the alt it did send', async () => {
    expect(
      await sanitizeHtml(
        '<p><img src="/wps/assets/a.png"><img src="/wps/assets/b.png" alt="Welcome bonus"><img src="/wps/assets/c.png" alt=""></p>',
      ),
    ).toBe(
      '<p><img src="/wps/assets/a.png" alt=""><img src="/wps/assets/b.png" alt="Welcome bonus"><img src="/wps/assets/c.png" alt=""></p>',
    );
    const { container } = render(<SafeHtml html={'<img src="/wps/assets/a.png" width="20">'} />);
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('alt', ''));
  });

  it("lets a link open a new window without its opener, never the app's own frames", async () => {
    expect(await sanitizeHtml('<a href="/m/home" target="_top">a</a><a href="/m/home" target="_parent">b</a>')).toBe(
      '<a href="/m/home">a</a><a href="/m/home">b</a>',
    );
  });

  it("formats server HTML with the kernel's own rules only", async () => {
    const { container } = render(<SafeHtml html="<p>x</p>" className="mem-notice__content" />);
    expect(container.firstElementChild).toHaveClass('mc-server-html', 'mem-notice__content');
  });

  it('adds rel="noopener noreferrer" to links opening a new window', async () => {
    const { container } = render(<SafeHtml html={'<a href="https://example.com" target="_blank">x</a>'} />);
    await waitFor(() => expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer'));
  });
});

describe('SafeHtml with Burmese in Zawgyi', () => {
  // Lines of the myanmar-tools package's own test article (mmgov_zawgyi_src.txt and its Unicode).
  const ZAWGYI = '<p>ေနျပည္ေတာ္ ဇူလုိင္ ၂၆</p><p><b>ေဒၚေအာင္ဆန္းစုၾကည္</b>သည္ ယေန႔နံနက္ပိုင္းတြင္</p>';
  const UNICODE = '<p>နေပြည်တော် ဇူလိုင် ၂၆</p><p><b>ဒေါ်အောင်ဆန်းစုကြည်</b>သည် ယနေ့နံနက်ပိုင်းတွင်</p>';

  it('shows it only once it can show it in Unicode, then in Unicode and formatted (first Burmese in this file)', async () => {
    const { container } = render(<SafeHtml html={ZAWGYI} />);
    // Neither the Zawgyi words nor their formatting are drawn first, only to be redrawn.
    expect(container.firstElementChild).toBeEmptyDOMElement();
    await waitFor(() => expect(container.querySelector('b')).toHaveTextContent('ဒေါ်အောင်ဆန်းစုကြည်'));
    expect(container.firstElementChild?.innerHTML).toBe(UNICODE);
  });

  it('leaves Unicode HTML and Latin HTML as they are', async () => {
    expect(await sanitizeHtml(UNICODE)).toBe(UNICODE);
    const { container } = render(<SafeHtml html={UNICODE} />);
    await waitFor(() => expect(container.querySelector('b')).not.toBeNull());
    expect(container.firstElementChild?.innerHTML).toBe(UNICODE);
    expect(await sanitizeHtml('<p>Deposit <b>bonus</b> 10%</p>')).toBe('<p>Deposit <b>bonus</b> 10%</p>');
  });

  it('converts text without any tag, and the words people read in attributes, after sanitising', async () => {
    expect(await sanitizeHtml('ေနျပည္ေတာ္ ဇူလုိင္ ၂၆')).toBe('နေပြည်တော် ဇူလိုင် ၂၆');
    expect(
      await sanitizeHtml(
        '<p title="ျမန္မာ">ေအာင္ေအာင္<img src="/a.png" alt="ျမန္မာ" onerror="x()"><script>ျမန္မာ</script></p>',
      ),
    ).toBe('<p title="မြန်မာ">အောင်အောင်<img src="/a.png" alt="မြန်မာ"></p>');
  });

  it('judges the text as a whole: a Zawgyi announcement with a short line is converted line and all', async () => {
    // "Mingalaba" in Zawgyi alone is too short to judge, and stays; with the rest of the text it is plainly Zawgyi.
    expect(await sanitizeHtml('<p>မဂၤလာပါ</p>')).toBe('<p>မဂၤလာပါ</p>');
    expect(await sanitizeHtml('<p>မဂၤလာပါ</p><p>ေဒၚေအာင္ဆန္းစုၾကည္</p>')).toBe('<p>မင်္ဂလာပါ</p><p>ဒေါ်အောင်ဆန်းစုကြည်</p>');
  });
});

describe('htmlText', () => {
  it('keeps only the words: nothing of scripts, styles or attributes, nothing loaded', () => {
    expect(
      htmlText(
        '<style>p{}</style><p>One <i>two</i></p>\n<img src="x" onerror="window.__xss=1"><script>alert(1)</script> three',
      ),
    ).toBe('One two three');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
