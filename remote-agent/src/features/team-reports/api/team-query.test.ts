import { teamQuery } from './team-query';

describe('team report filters → query', () => {
  it('sends the period and paging, and leaves out filters not chosen', () => {
    expect(teamQuery({ startDate: '2024-06-01', endDate: '2024-06-15', member: null }, 1)).toEqual({
      startDate: '2024-06-01',
      endDate: '2024-06-15',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it("sends one member as username (trimmed), and the screen's own filters", () => {
    expect(
      teamQuery(
        { startDate: '2024-06-01', endDate: '2024-06-02', member: ' demo01 ', category: 'LOTT', status: null },
        3,
      ),
    ).toEqual({
      startDate: '2024-06-01',
      endDate: '2024-06-02',
      username: 'demo01',
      category: 'LOTT',
      pageNo: 3,
      pageSize: 20,
    });
    expect(
      teamQuery({ startDate: '2024-06-01', endDate: '2024-06-02', member: '', category: '', status: 'SETTLED' }, 1),
    ).toEqual({
      startDate: '2024-06-01',
      endDate: '2024-06-02',
      status: 'SETTLED',
      pageNo: 1,
      pageSize: 20,
    });
  });
});
