import routes from '../../exposes/routes';
import { MENU_ENTRIES, visibleEntries, type GateInput } from './menu-entries';

const allOn = { INBOX3: true, FEEDBACK3: true } as GateInput['switches'];
const keys = (gate: GateInput) => visibleEntries(gate).map((entry) => entry.key);

describe('member-centre menu: the message centre', () => {
  it('is shown to a member, whatever the switches, right before the inbox', () => {
    const member = keys({ switches: allOn, withdrawAllowed: false, agent: false, member: true });
    expect(member).toContain('message');
    expect(member.indexOf('message')).toBe(member.indexOf('inbox') - 1);
    expect(keys({ switches: {}, withdrawAllowed: false, agent: false, member: true })).toContain('message');
    expect(MENU_ENTRIES.find((entry) => entry.key === 'message')?.to).toBe('/m/message');
  });

  it('is not shown to a guest (or before the session is known)', () => {
    expect(keys({ switches: allOn, withdrawAllowed: false, agent: false, member: false })).not.toContain('message');
    expect(keys({ switches: allOn, withdrawAllowed: false, agent: false })).not.toContain('message');
    expect(keys({ switches: allOn, withdrawAllowed: false, agent: false, member: false })).toContain('inbox');
  });
});

describe('member-centre menu: the security centre', () => {
  it('leads to the security centre, a route of this remote', () => {
    expect(MENU_ENTRIES.find((entry) => entry.key === 'securityCentre')).toMatchObject({ to: '/m/securityCenter' });
    expect(routes.some((route) => route.path === '/m/securityCenter')).toBe(true);
  });
});
