import { guideLink, safeReturnTo } from './return-to';

describe('returnTo: back only to a path of this site under /m/', () => {
  it.each([
    '/m/withdraw',
    '/m/bankCards',
    '/m/voucherCenter/order?orderNo=D2024060112345678',
    '/m/gameList?gameType=RNG&vassalage=PG',
    '/m/a-b_c.d~e',
  ])('keeps %s', (value) => {
    expect(safeReturnTo(value)).toBe(value);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['/m'],
    ['m/withdraw'],
    ['/withdraw'],
    ['https://evil.example/m/withdraw'],
    ['//evil.example/m/withdraw'],
    ['/m//evil.example'],
    ['/m/../admin'],
    ['/m/./withdraw'],
    ['/m/withdraw/..'],
    ['/m/\\evil.example'],
    ['javascript:alert(1)'],
    ['/m/withdraw#top'],
    ['/m/with draw'],
    ['/m/withdraw?next=<script>'],
    ['/m/ငွေထုတ်'],
    ['/m/withdraw\u202e'],
    [`/m/${'a'.repeat(300)}`],
  ])('refuses %p', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('builds the guide links readably, adding to a query the link already has', () => {
    expect(guideLink('/m/bankCards/add')).toBe('/m/bankCards/add?returnTo=/m/withdraw');
    expect(guideLink('/m/paymentPassword?mode=reset', '/m/bankCards')).toBe(
      '/m/paymentPassword?mode=reset&returnTo=/m/bankCards',
    );
    const back = new URLSearchParams(
      guideLink('/m/paymentPassword', '/m/gameList?gameType=RNG&x=1').split('?').slice(1).join('?'),
    ).get('returnTo');
    expect(back).toBe('/m/gameList?gameType=RNG&x=1');
    expect(safeReturnTo(back)).toBe(back);
  });
});
