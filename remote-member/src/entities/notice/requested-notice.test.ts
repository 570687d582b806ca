import { requestedNoticeId } from './requested-notice';

describe('requestedNoticeId', () => {
  it.each([
    ['?id=7', '7'],
    ['?id=%207%20', '7'],
    ['?id=', null],
    ['', null],
  ])('%s → %s', (search, id) => {
    expect(requestedNoticeId(new URLSearchParams(search))).toBe(id);
  });
});
