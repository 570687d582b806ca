import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { STICKY_TOP_PROPERTY, useStickyTop } from './sticky-top';

/** jsdom lays nothing out: the header's height is what its box says it is. */
function Header({ position, height }: { position: 'sticky' | 'relative'; height: number }) {
  const ref = useRef<HTMLElement>(null);
  useStickyTop(ref);
  return (
    <header
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ height, top: 0, bottom: height }) as DOMRect;
      }}
      style={{ position }}
    />
  );
}

const stickyTop = () => document.documentElement.style.getPropertyValue(STICKY_TOP_PROPERTY);

describe('the header tells sticky bars below it where it ends', () => {
  afterEach(() => document.documentElement.style.removeProperty(STICKY_TOP_PROPERTY));

  it('its real height while it stays at the top (more rows at larger text)', () => {
    render(<Header position="sticky" height={84.4} />);
    expect(stickyTop()).toBe('85px');
  });

  it('0 when it scrolls away with the page (at 200 % text)', () => {
    render(<Header position="relative" height={84} />);
    expect(stickyTop()).toBe('0px');
  });

  it('measures again when the screen changes, and leaves the kernel default once the header is gone', () => {
    const view = render(<Header position="sticky" height={48} />);
    expect(stickyTop()).toBe('48px');
    const header = view.container.querySelector('header')!;
    header.getBoundingClientRect = () => ({ height: 96 }) as DOMRect;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(stickyTop()).toBe('96px');
    view.unmount();
    expect(stickyTop()).toBe('');
  });
});
