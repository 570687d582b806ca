import { HOSTILE_CONTENT } from '@mc/platform-sim';
import { withoutInlineAttributes } from './inline-attributes';

describe('withoutInlineAttributes', () => {
  it.each([
    ['<img src=x onerror="window.__xss=1">', '<img src=x >'],
    ['<div onclick="a()" style="color:red" class="c">t</div>', '<div   class="c">t</div>'],
    ['<p ONMOUSEOVER=\'x\' STYLE=a title="on style">t</p>', '<p   title="on style">t</p>'],
    // An unquoted value runs to the next space or '>', slash included.
    ['<svg><rect onload=x/></svg>', '<svg><rect ></svg>'],
    ['<a href="/m/home"onclick="x"title=t>go</a>', '<a href="/m/home"title=t>go</a>'],
    ['<b\nstyle\n=\n"x"\n>t</b>', '<b\n\n>t</b>'],
    ['<img src="a>b" onerror=x>', '<img src="a>b" >'],
    ['<div style>t</div>', '<div >t</div>'],
    // Abruptly closed comments end where the parser ends them, so the tag after them is a tag.
    ['<!--><img src=x onerror=y>-->', '<!--><img src=x >-->'],
    ['<!---><img src=x onerror=y>', '<!---><img src=x >'],
    ['<!-- a --!><img src=x onerror=y>', '<!-- a --!><img src=x >'],
  ])('drops handlers and styles (the spaces around them may stay): %p', (dirty, clean) => {
    expect(withoutInlineAttributes(dirty)).toBe(clean);
  });

  it.each([
    ['plain text 1 < 2 and 3 > 2'],
    ['<!-- <img onerror=x> -->after'],
    ['<script>if (a < b) { x("<img onerror=y>") }</script>'],
    ['<textarea><b onclick=x></textarea>'],
    ['</div onclick=x>'],
    ['<!doctype html>'],
    ['<'],
  ])('copies text, comments and raw text as they are: %p', (html) => {
    expect(withoutInlineAttributes(html)).toBe(html);
  });

  it("leaves the simulator's hostile announcement with no handler or style for a parser to meet", () => {
    const clean = withoutInlineAttributes(HOSTILE_CONTENT);
    expect(clean).not.toMatch(/\son\w+=|style=/i);
    expect(clean).toContain('Tap to claim');
  });

  it('stops at the end of unfinished markup', () => {
    expect(withoutInlineAttributes('<p title="open')).toBe('<p title="open');
    expect(withoutInlineAttributes('<p onclick="open')).toBe('<p ');
    expect(withoutInlineAttributes('<!-- open')).toBe('<!-- open');
  });
});
