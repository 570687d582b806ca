import { render, waitFor } from '@testing-library/react';
import { HOSTILE_CONTENT } from '@mc/platform-sim';
import { htmlText, SafeHtml, sanitizeHtml, useSanitizerSettled } from './safe-html';

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
    expect(await sanitizeHtml('<p>Hello <b>world</b> <a href="/m/notice">more</a></p>')).toBe('<p>Hello <b>world</b> <a href="/m/notice">more</a></p>');
  });

  it.each([
    ['<script>window.__xss=1</script><p>x</p>', '<p>x</p>'],
    ['<img src="x" onerror="window.__xss=1">', '<img src="x">'],
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

  it('adds rel="noopener noreferrer" to links opening a new window', async () => {
    const { container } = render(<SafeHtml html={'<a href="https://example.com" target="_blank">x</a>'} />);
    await waitFor(() => expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer'));
  });
});

describe('htmlText', () => {
  it('keeps only the words: nothing of scripts, styles or attributes, nothing loaded', () => {
    expect(htmlText('<style>p{}</style><p>One <i>two</i></p>\n<img src="x" onerror="window.__xss=1"><script>alert(1)</script> three')).toBe('One two three');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
