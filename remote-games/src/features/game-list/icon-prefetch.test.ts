import { KEPT_ICONS, prefetchIcons, resetIconPrefetch } from './icon-prefetch';

/** Every image the module created, in order, with the address it was given. */
let requested: string[];
const OriginalImage = window.Image;

beforeEach(() => {
  jest.useFakeTimers();
  requested = [];
  window.Image = class {
    decoding = '';
    set src(url: string) {
      requested.push(url);
    }
  } as unknown as typeof Image;
});

afterEach(() => {
  resetIconPrefetch();
  window.Image = OriginalImage;
  jest.useRealTimers();
});

const urls = (from: number, count: number) => Array.from({ length: count }, (_, i) => `/icon/${from + i}.png`);

describe('prefetchIcons', () => {
  it('asks for nothing in the task that calls it, then one icon per task of its own', () => {
    prefetchIcons(urls(0, 3));
    expect(requested).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(requested).toEqual(['/icon/0.png']);
    jest.advanceTimersToNextTimer();
    expect(requested).toEqual(['/icon/0.png', '/icon/1.png']);
    jest.runAllTimers();
    expect(requested).toEqual(urls(0, 3));
  });

  it('drops what was still waiting when the screen moves on, and never asks twice for a kept icon', () => {
    prefetchIcons(urls(0, 3));
    jest.advanceTimersToNextTimer();
    prefetchIcons(urls(0, 6).slice(3));
    jest.runAllTimers();
    expect(requested).toEqual(['/icon/0.png', '/icon/3.png', '/icon/4.png', '/icon/5.png']);
    prefetchIcons(urls(3, 4));
    jest.runAllTimers();
    expect(requested).toEqual(['/icon/0.png', '/icon/3.png', '/icon/4.png', '/icon/5.png', '/icon/6.png']);
  });

  it(`keeps only the ${KEPT_ICONS} newest icons, so an old one is asked for again`, () => {
    prefetchIcons(urls(0, KEPT_ICONS + 1));
    jest.runAllTimers();
    prefetchIcons(['/icon/1.png', '/icon/0.png']);
    jest.runAllTimers();
    expect(requested.slice(KEPT_ICONS + 1)).toEqual(['/icon/0.png']);
  });
});
