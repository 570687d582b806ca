import path from 'node:path';
import { APPS, checkImport, crossImports, placeOf, specifiersOf } from './feature-imports';

describe('reading imports', () => {
  it('finds static, dynamic, type-only, re-export, require and jest.mock specifiers with their lines', () => {
    const source = [
      "import a from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "const d = import('./d');",
      "jest.mock('../e');",
      "import './f.css';",
      "const g = require('./g');",
    ].join('\n');
    expect(specifiersOf(source)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: '../b', line: 2 },
      { specifier: './c', line: 3 },
      { specifier: './d', line: 4 },
      { specifier: '../e', line: 5 },
      { specifier: './f.css', line: 6 },
      { specifier: './g', line: 7 },
    ]);
  });

  it('places a file in its feature, or in its layer', () => {
    expect(placeOf('features/game-list/components/tile.tsx')).toEqual({ layer: 'features', feature: 'game-list' });
    expect(placeOf('entities/game/game-item.ts')).toEqual({ layer: 'entities', feature: null });
  });
});

describe('checking an import', () => {
  it('lets a feature import itself, entities, the kernel and libraries', () => {
    expect(checkImport('features/withdraw/withdraw-form.tsx', './amount-field')).toBeNull();
    expect(checkImport('features/withdraw/components/x.tsx', '../../../entities/bank-card/card')).toBeNull();
    expect(checkImport('features/withdraw/withdraw-form.tsx', '@mc/shared-kernel')).toBeNull();
    expect(checkImport('features/withdraw/withdraw-form.tsx', 'react')).toBeNull();
  });

  it('refuses a feature importing another feature, in production code and in tests', () => {
    expect(checkImport('features/withdraw/withdraw-form.tsx', '../bank-cards/bind-card')).toBe(
      'feature "withdraw" imports feature "bank-cards"',
    );
    expect(checkImport('features/withdraw/withdraw.test.tsx', '../bank-cards/bind-card')).toBe(
      'feature "withdraw" imports feature "bank-cards"',
    );
  });

  it('refuses a feature importing the composition layer, except a test checking its registration', () => {
    expect(checkImport('features/notice/notice-page.tsx', '../../exposes/routes')).toBe(
      'feature "notice" imports the composition layer (exposes)',
    );
    expect(checkImport('features/notice/notice-page.test.tsx', '../../exposes/routes')).toBeNull();
  });

  it('refuses a lower layer reaching up into a feature, and lets the composition layer import features', () => {
    expect(checkImport('entities/game/tile.tsx', '../../features/favourites/heart')).toBe(
      'entities/ imports feature "favourites"',
    );
    expect(checkImport('exposes/routes.ts', '../features/notice/notice-page')).toBeNull();
  });
});

describe('every app', () => {
  it.each(APPS)('%s has no import across a feature boundary', (app) => {
    const found = crossImports(path.resolve(__dirname, '../..', app));
    expect(found.map((c) => `${c.file}:${c.line} ${c.specifier} — ${c.problem}`)).toEqual([]);
  });
});
