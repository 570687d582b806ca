import { showsDividend } from '../../shell/agent-gates';
import { AGENT_MENU, visibleEntries } from './agent-menu';

const allOn = Object.fromEntries(AGENT_MENU.flatMap((e) => (e.menuKey ? [[e.menuKey, true]] : [])));

describe('agent menu gating', () => {
  it('shows only online service until the menu has loaded', () => {
    expect(visibleEntries(AGENT_MENU, undefined).map((e) => e.id)).toEqual(['onlineService']);
  });

  it('shows every entry the menu enables, in grid order', () => {
    expect(visibleEntries(AGENT_MENU, allOn)).toEqual(AGENT_MENU);
  });

  it('drops an entry whose key is off or missing', () => {
    const { redRain: _off, ...rest } = allOn;
    const ids = visibleEntries(AGENT_MENU, { ...rest, teamPnl: false }).map((e) => e.id);
    expect(ids).not.toContain('redRain');
    expect(ids).not.toContain('teamPnl');
    expect(ids).toContain('teamBetting');
  });

  it('shows the dividend only when on and for types that get dividend info', () => {
    expect(showsDividend({ dividend: true }, 1)).toBe(true);
    expect(showsDividend({ dividend: true }, 2)).toBe(true);
    expect(showsDividend({ dividend: false }, 1)).toBe(false);
    expect(showsDividend(undefined, 1)).toBe(false);
    expect(showsDividend({ dividend: true }, 41)).toBe(false);
    expect(showsDividend({ dividend: true }, 42)).toBe(false);
  });
});
