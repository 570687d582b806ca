import { act, renderHook } from '@testing-library/react';
import { useDocumentTop } from './use-document-top';
import { useElementWidth } from './use-element-width';

/** Resize observers the test fires by hand. */
class FakeResizeObserver {
  static live: FakeResizeObserver[] = [];
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.live.push(this);
  }
  observe() {}
  disconnect() {}
  static fire() {
    act(() => FakeResizeObserver.live.forEach((observer) => observer.callback()));
  }
}

const box = { width: 351, top: 200 };
let element: HTMLElement;
const realResizeObserver = window.ResizeObserver;

beforeEach(() => {
  FakeResizeObserver.live = [];
  window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  Object.assign(box, { width: 351, top: 200 });
  const section = document.createElement('section');
  element = section.appendChild(document.createElement('ul'));
  element.getBoundingClientRect = () => ({ width: box.width, top: box.top }) as DOMRect;
  document.body.appendChild(section);
});
afterEach(() => {
  window.ResizeObserver = realResizeObserver;
  document.body.innerHTML = '';
});

/** Renders the hook, counting how often React runs it. */
function measure<T>(hook: (ref: { current: HTMLElement }) => T) {
  const counter = { renders: 0 };
  const ref = { current: element };
  const view = renderHook(() => {
    counter.renders += 1;
    return hook(ref);
  });
  return { view, counter };
}

describe('grid measures (the grid grows all the time while it scrolls: only real changes may reach React)', () => {
  it('useElementWidth follows a new width and ignores a resize that changed only the height', () => {
    const { view, counter } = measure(useElementWidth);
    expect(view.result.current).toBe(351);
    box.width = 500;
    FakeResizeObserver.fire();
    expect(view.result.current).toBe(500);
    const before = counter.renders;
    FakeResizeObserver.fire(); // rows added: taller, same width
    FakeResizeObserver.fire();
    expect(counter.renders).toBe(before);
  });

  it('useDocumentTop follows a move of a pixel or more and ignores the rest', () => {
    const { view, counter } = measure(useDocumentTop);
    expect(view.result.current).toBe(200);
    box.top = 260; // the vendors arrived above the grid
    FakeResizeObserver.fire();
    expect(view.result.current).toBe(260);
    const before = counter.renders;
    box.top = 260.4;
    FakeResizeObserver.fire();
    FakeResizeObserver.fire();
    expect(counter.renders).toBe(before);
    expect(view.result.current).toBe(260);
  });
});
