import { toggleOpen } from './open-items';

describe('toggleOpen', () => {
  it('opens and closes one item without touching the others', () => {
    const open = toggleOpen(new Set(['1']), '2');
    expect([...open].sort()).toEqual(['1', '2']);
    expect([...toggleOpen(open, '1')]).toEqual(['2']);
  });
});
