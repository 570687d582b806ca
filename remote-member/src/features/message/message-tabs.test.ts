import { nextTab, parseTab } from './message-tabs';

describe('message centre tabs', () => {
  it('reads ?tab=, the inbox by default', () => {
    expect(parseTab(null)).toEqual({ tab: 'inbox', valid: true });
    expect(parseTab('notice')).toEqual({ tab: 'notice', valid: true });
    expect(parseTab('news')).toEqual({ tab: 'news', valid: true });
  });

  it.each(['', ' ', 'NEWS', 'inbox ', '1', '<script>', 'constructor', '__proto__'])(
    'falls back to the inbox for %j',
    (raw) => {
      expect(parseTab(raw)).toEqual({ tab: 'inbox', valid: false });
    },
  );

  it('moves with the arrow keys, wrapping, and Home/End', () => {
    expect(nextTab('inbox', 'ArrowRight')).toBe('notice');
    expect(nextTab('news', 'ArrowRight')).toBe('inbox');
    expect(nextTab('inbox', 'ArrowLeft')).toBe('news');
    expect(nextTab('notice', 'Home')).toBe('inbox');
    expect(nextTab('inbox', 'End')).toBe('news');
    expect(nextTab('inbox', 'Enter')).toBeNull();
  });
});
