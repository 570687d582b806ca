import { CONTRACT_PROMPTS, isPromptedForContracts, pendingPrompts, type ContractKind } from './contract-rules';

describe('who is prompted about contracts', () => {
  it.each([
    [0, false], // plain member: not an agent
    [1, true], // agent
    [2, true], // sub-agent
    [3, true],
    [4, false], // exempt
    [40, false], // exempt
    [41, false], // exempt
    [42, false], // exempt
  ])('type %i → %s', (type, expected) => {
    expect(isPromptedForContracts({ type }, false)).toBe(expected);
  });

  it('never prompts a guest or a trial player', () => {
    expect(isPromptedForContracts(null, false)).toBe(false);
    expect(isPromptedForContracts({ type: 1 }, true)).toBe(false);
  });
});

describe('pending prompts', () => {
  const none = new Set<ContractKind>();

  it('lists each contract with a positive request value, daily salary, dividend, hourly in that order', () => {
    expect(
      pendingPrompts({ dailysalreqtype: 1, divtypecompperiodreq: 2, contracthoursalreq: 1 }, none).map((p) => p.kind),
    ).toEqual(['daily', 'dividend', 'hourly']);
    expect(
      pendingPrompts({ dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 }, none).map((p) => p.kind),
    ).toEqual(['dividend']);
    expect(pendingPrompts({ dailysalreqtype: '1', divtypecompperiodreq: null }, none).map((p) => p.kind)).toEqual([
      'daily',
    ]);
  });

  it('treats 0, absent, negative and non-numeric values as nothing pending', () => {
    expect(pendingPrompts({ dailysalreqtype: 0, divtypecompperiodreq: -1, contracthoursalreq: 'no' }, none)).toEqual(
      [],
    );
    expect(pendingPrompts({}, none)).toEqual([]);
    expect(pendingPrompts(undefined, none)).toEqual([]);
  });

  it('leaves out what was answered this session', () => {
    const all = { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 };
    expect(pendingPrompts(all, new Set<ContractKind>(['daily', 'hourly'])).map((p) => p.kind)).toEqual(['dividend']);
  });

  it('sends each prompt to its contract page with its message', () => {
    expect(CONTRACT_PROMPTS.map((p) => [p.kind, p.to, p.messageKey])).toEqual([
      ['daily', '/m/member/agent/getSalaryContract', 'in_daily_salary_req'],
      ['dividend', '/m/member/agent/getDevidendContract', 'in_dividend_req'],
      ['hourly', '/m/member/agent/getHourContract', 'in_hour_salary_req'],
    ]);
  });
});
