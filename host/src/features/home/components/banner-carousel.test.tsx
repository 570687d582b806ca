import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupI18n } from '@mc/shared-kernel/testing';
import '../../../i18n/home/namespace';
import { BannerCarousel } from './banner-carousel';

/**
 * A stand-in for Embla: made on the viewport element it is handed (the real one measures every slide when
 * made), its selection moving on scrollNext/scrollPrev and saying so ('select').
 */
const made: HTMLElement[] = [];
jest.mock('embla-carousel', () => {
  function standInCarousel(viewport: HTMLElement) {
    made.push(viewport);
    const count = viewport.querySelectorAll('.host-home-banner__slide').length;
    const listeners = new Map<string, Array<() => void>>();
    let index = 0;
    const select = (next: number) => {
      index = (next + count) % count;
      for (const listener of listeners.get('select') ?? []) listener();
    };
    const carousel = {
      selectedScrollSnap: () => index,
      scrollNext: () => select(index + 1),
      scrollPrev: () => select(index - 1),
      plugins: () => ({}),
      on: (event: string, listener: () => void) => {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return carousel;
      },
      off: () => carousel,
      destroy: () => undefined,
    };
    return carousel;
  }
  return { __esModule: true, default: standInCarousel };
});

const banners = [1, 2, 3].map((id) => ({
  id: String(id),
  title: `Banner ${id}`,
  content: '',
  imageUrl: `/wps/assets/banner/${id}.svg`,
  link: '',
}));
const dots = () =>
  [...document.querySelectorAll('.host-home-banner__dots li')].map((dot) => dot.className === 'is-active');

beforeAll(async () => {
  await setupI18n('EN');
  window.matchMedia = jest.fn(() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  made.length = 0;
});

describe('BannerCarousel', () => {
  it('is made only once active', async () => {
    const view = renderWithProviders(<BannerCarousel banners={banners} active={false} />);
    await screen.findByRole('region', { name: 'Banners' });
    expect(made).toHaveLength(0);
    view.rerender(<BannerCarousel banners={banners} active />);
    await waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]).toHaveClass('host-home-banner__viewport');
  });

  it('carries out Next or Previous pressed before then, once made for it', async () => {
    renderWithProviders(<BannerCarousel banners={banners} active={false} />);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(dots()).toEqual([true, false, false]);
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    await waitFor(() => expect(dots()).toEqual([false, true, false]));
    expect(made).toHaveLength(1);
    await act(() => userEvent.click(within(carousel).getByRole('button', { name: 'Previous banner' })));
    expect(dots()).toEqual([true, false, false]);
  });
});
