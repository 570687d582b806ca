import { satisfies } from './semver-range';

describe('a version against a range (semver-range.ts)', () => {
  it.each([
    ['0.3.0', '^0.3.0', true],
    ['0.3.9', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['0.3.0', '^0.4.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['19.3.1', '^19.3.1', true],
    ['19.9.0', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['1.9.0', '^1.2', true],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.9.9', '~1', true],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '=1.2.3', false],
    ['1.4.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['5.0.0', '*', true],
    ['1.5.0', '>=1.2.0 <2', true],
    ['2.0.0', '>=1.2.0 <2', false],
    ['3.1.0', '^1.0.0 || ^3.0.0', true],
    ['2.1.0', '^1.0.0 || ^3.0.0', false],
    ['1.5.0', '1.2.0 - 1.6.0', true],
    ['2.0.0-rc.1', '^1.0.0', false],
    ['2.0.0-rc.1', '^2.0.0', false],
    ['2.0.0-rc.2', '>=2.0.0-rc.1', true],
    ['2.0.0', '^2.0.0-rc.1', true],
    ['1.0.0', 'not a range', false],
    ['latest', '^1.0.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
