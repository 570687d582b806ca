import { cssColour } from './css-colour';

describe('cssColour', () => {
  it.each(['#0f1a3a', '#fff', '#FFFFFF80', 'rgb(15, 26, 58)', 'rgba(0,0,0,.5)', 'hsl(220 60% 14%)', 'navy'])(
    'accepts %p',
    (colour) => {
      expect(cssColour(colour)).toBe(colour);
    },
  );

  it.each([
    'url(https://evil.example/x.png)',
    'red; background: url(x)',
    'expression(alert(1))',
    '#12',
    'rgb(1,2,3) url(x)',
    '',
    '  ',
    null,
    undefined,
  ])('rejects %p', (value) => {
    expect(cssColour(value)).toBeNull();
  });
});
