import { clampOffset } from './service-links';

describe('clampOffset', () => {
  it('keeps the offset inside the bounds, and at the top when there is no room', () => {
    expect(clampOffset(10, { min: 56, max: 600 })).toBe(56);
    expect(clampOffset(900, { min: 56, max: 600 })).toBe(600);
    expect(clampOffset(300, { min: 56, max: 600 })).toBe(300);
    expect(clampOffset(300, { min: 56, max: 20 })).toBe(56);
  });
});
