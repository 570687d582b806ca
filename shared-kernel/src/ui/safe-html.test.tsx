import { render } from '@testing-library/react';
import { HOSTILE_CONTENT } from '@mc/platform-sim';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<p>Hello <b>world</b> <a href="/m/notice">more</a></p>')).toBe('<p>Hello <b>world</b> <a href="/m/notice">more</a></p>');
  });

  it.each([
    ['<script>window.__xss=1</script><p>x</p>', '<p>x</p>'],
    ['<img src="x" onerror="window.__xss=1">', '<img src="x">'],
    ['<a href="javascript:window.__xss=1">go</a>', '<a>go</a>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
  ])('removes %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('renders the platform simulator hostile announcement without running anything', () => {
    const win = window as unknown as { __xss?: number };
    delete win.__xss;
    const { container } = render(<SafeHtml html={String(HOSTILE_CONTENT)} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect(win.__xss).toBeUndefined();
  });

  it('adds rel="noopener noreferrer" to links opening a new window', () => {
    const { container } = render(<SafeHtml html={'<a href="https://example.com" target="_blank">x</a>'} />);
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
