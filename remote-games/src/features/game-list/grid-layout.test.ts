import { FALLBACK_GRID_WIDTH, gridLayout, rowCount, rowItems } from './grid-layout';

describe('gridLayout', () => {
  it('gives a 375 px phone three columns of equal square tiles', () => {
    const layout = gridLayout(351);
    expect(layout.columns).toBe(3);
    expect(layout.tileWidth).toBeCloseTo((351 - 20) / 3);
    expect(layout.tileHeight).toBeCloseTo(layout.tileWidth + 38);
    expect(layout.rowHeight).toBeCloseTo(layout.tileHeight + 12);
  });

  it('adds columns as the screen widens, within 3 to 8', () => {
    expect(gridLayout(300).columns).toBe(3);
    expect(gridLayout(560).columns).toBe(5);
    expect(gridLayout(744).columns).toBe(6);
    expect(gridLayout(4000).columns).toBe(8);
  });

  it('uses the phone width before the grid is measured', () => {
    expect(gridLayout(0)).toEqual(gridLayout(FALLBACK_GRID_WIDTH));
  });
});

describe('rows', () => {
  it('counts rows and the items on each, the last one short', () => {
    expect(rowCount(26, 3)).toBe(9);
    expect(rowCount(0, 3)).toBe(0);
    expect(rowItems(0, 3, 26)).toEqual([0, 1, 2]);
    expect(rowItems(8, 3, 26)).toEqual([24, 25]);
    expect(rowItems(9, 3, 26)).toEqual([]);
  });
});
