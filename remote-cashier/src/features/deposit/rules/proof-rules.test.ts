import { check } from '@mc/shared-kernel';
import { depositorNameRules, referenceRules, txHashRules } from './proof-rules';

const key = (value: string, rules: Parameters<typeof check>[1]) => check(value, rules)?.key ?? null;
const E = (name: string) => `cashier-deposit:proof.errors.${name}`;

describe('the depositor name', () => {
  const required = depositorNameRules(true);
  it.each([
    ['', E('nameRequired')],
    ['    ', E('nameRequired')],
    ['\t\n', E('nameRequired')],
    ['A'.repeat(41), E('nameLength')],
    ['<script>alert(1)</script>', E('nameChars')],
    ['Robert"); DROP TABLE--', E('nameChars')],
    ['Aung 😀', E('nameChars')],
    ['https://evil.example', E('nameChars')],
    ['Aung\u202eoK oK', 'validation.invisible'],
    ['Aung\u200bKo', 'validation.invisible'],
    ['Aung Ko Ko', null],
    ['  Aung Ko Ko  ', null],
    ['A'.repeat(40), null],
    ['ကိုကို', null],
    ["Mary O'Neil-Smith Jr.", null],
  ])('%j → %s', (value, expected) => {
    expect(key(value, required)).toBe(expected);
  });

  it('may be left empty for USDT, but what is typed is still checked', () => {
    const optional = depositorNameRules(false);
    expect(key('', optional)).toBeNull();
    expect(key('<b>x</b>', optional)).toBe(E('nameChars'));
  });

  it('counts characters as people see them (Burmese with its combining marks)', () => {
    expect(key('မ'.repeat(40), required)).toBeNull();
    expect(key('မ'.repeat(41), required)).toBe(E('nameLength'));
  });
});

describe('the reference', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['TX-2026/11#23:1.a_b', null],
    ['R'.repeat(40), null],
    ['R'.repeat(41), E('referenceLength')],
    ['<img src=x onerror=alert(1)>', E('referenceChars')],
    ['ref\u202e1', 'validation.invisible'],
  ])('%j → %s', (value, expected) => {
    expect(key(value, referenceRules)).toBe(expected);
  });
});

describe('the USDT transaction hash', () => {
  const rules = txHashRules(true);
  it.each([
    ['', E('txHashRequired')],
    ['  ', E('txHashRequired')],
    ['a'.repeat(63), E('txHash')],
    ['g'.repeat(64), E('txHash')],
    ['a'.repeat(64), null],
    [`0x${'AbC123'.repeat(10)}abcd`, null],
    [` ${'f'.repeat(64)} `, null],
  ])('%j → %s', (value, expected) => {
    expect(key(value, rules)).toBe(expected);
  });
});
