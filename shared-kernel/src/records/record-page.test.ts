import * as v from 'valibot';
import { MoneyAmount, nextPageNo, recordPageSchema } from './record-page';

describe('the next page', () => {
  it('follows pageNum while it is below totalPages', () => {
    expect(nextPageNo({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextPageNo({ pageNum: 2, totalPages: 3 })).toBe(3);
  });

  it('stops at the last page, on an empty report, and on a page past the end', () => {
    expect(nextPageNo({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageNo({ pageNum: 1, totalPages: 0 })).toBeUndefined();
    expect(nextPageNo({ pageNum: 4, totalPages: 3 })).toBeUndefined();
  });
});

describe('the page shape', () => {
  const Row = v.object({ orderNo: v.string(), amount: MoneyAmount });
  const Page = recordPageSchema(Row);
  const page = { pageNum: 1, totalPages: 2, total: 25, list: [{ orderNo: 'W1', amount: '10.50' }] };

  it('reads a page with rows of the screen', () => {
    expect(v.parse(Page, page)).toEqual({ pageNum: 1, totalPages: 2, list: [{ orderNo: 'W1', amount: '10.50' }] });
    const largest = { ...page, list: [{ orderNo: 'W1', amount: '-90071992547409.91' }] };
    expect(v.parse(Page, largest).list[0]!.amount).toBe('-90071992547409.91');
  });

  it.each([
    ['a page number that is not whole', { ...page, pageNum: 1.5 }],
    ['a page count sent as text', { ...page, totalPages: '2' }],
    ['no list', { pageNum: 1, totalPages: 1 }],
    ['a row the screen does not know', { ...page, list: [{ orderNo: 'W1' }] }],
    ['an amount that is not a decimal', { ...page, list: [{ orderNo: 'W1', amount: '1e3' }] }],
    ['an amount sent as a number', { ...page, list: [{ orderNo: 'W1', amount: 10.5 }] }],
    [
      'an amount past what integer cents in a number hold exactly',
      { ...page, list: [{ orderNo: 'W1', amount: '90071992547409.92' }] },
    ],
  ])('refuses %s', (_case, answer) => {
    expect(v.safeParse(Page, answer).success).toBe(false);
  });
});
