import { crumbs, drillTo, searchFromView, teamQuery, viewFromSearch } from './team-query';

describe('the team view in the URL', () => {
  it('reads every filter and writes it back the same', () => {
    const search = new URLSearchParams('parent=agent02&q=m0&online=1&kind=agent&regStart=2024-06-01&regEnd=2024-06-15');
    const view = viewFromSearch(search);
    expect(view).toEqual({
      parent: 'agent02',
      search: 'm0',
      onlineOnly: true,
      kind: 'agent',
      regStart: '2024-06-01',
      regEnd: '2024-06-15',
    });
    expect(searchFromView(view).toString()).toBe(search.toString());
  });

  it('reads malformed values as the defaults', () => {
    expect(
      viewFromSearch(new URLSearchParams('parent=<x>&online=yes&kind=boss&regStart=2024-02-30&regEnd=15/06/2024')),
    ).toEqual({
      parent: null,
      search: '',
      onlineOnly: false,
      kind: 'all',
      regStart: '',
      regEnd: '',
    });
    expect(viewFromSearch(new URLSearchParams('kind=AGENT')).kind).toBe('agent');
    expect(searchFromView(viewFromSearch(new URLSearchParams(''))).toString()).toBe('');
  });

  it('maps filters to the platform query, leaving defaults out', () => {
    expect(teamQuery(viewFromSearch(new URLSearchParams('')))).toEqual({});
    expect(
      teamQuery(viewFromSearch(new URLSearchParams('parent=agent02&q=M0&online=1&kind=member&regEnd=2024-06-15'))),
    ).toEqual({
      parent: 'agent02',
      username: 'M0',
      online: 'true',
      memberType: 'member',
      regEnd: '2024-06-15',
    });
  });
});

describe('drilling and the breadcrumb', () => {
  it('drills into a downline agent by its name, and back to the own team without a parent', () => {
    expect(drillTo('agent02', 'agent01')).toBe('/m/member/team?parent=agent02');
    expect(drillTo('AGENT01', 'agent01')).toBe('/m/member/team');
    expect(drillTo('a b&c', null)).toBe('/m/member/team?parent=a+b%26c');
  });

  it('links every level above the one on screen', () => {
    expect(crumbs(['agent01', 'm003_x', 'm010_y'])).toEqual([
      { username: 'agent01', to: '/m/member/team' },
      { username: 'm003_x', to: '/m/member/team?parent=m003_x' },
      { username: 'm010_y', to: null },
    ]);
    expect(crumbs(['agent01'])).toEqual([{ username: 'agent01', to: null }]);
  });
});
