import { check } from '@mc/shared-kernel';
import { resolveStatus } from '@mc/shared-kernel/records';
import { ApiError } from '@mc/shared-kernel';
import { APPLY_LIMITS, applyGate, applyRules } from './apply-rules';
import { PHASES, phaseBadge } from './phases';
import { placeRefusal } from './components/apply-form';

describe('promotion phases', () => {
  it.each([
    [{ phase: 'ongoing', claimState: null }, 'ongoing'],
    [{ phase: 'ongoing', claimState: 'Applying' }, 'signed'],
    [{ phase: 'ongoing', claimState: 'Joined' }, 'signed'],
    // A rejected member may apply again: not signed up.
    [{ phase: 'ongoing', claimState: 'Rejected' }, 'ongoing'],
    [{ phase: 'coming', claimState: null }, 'coming'],
    [{ phase: 'closed', claimState: 'Close' }, 'closed'],
  ])('the period badge of %j is %s', (promotion, badge) => {
    expect(phaseBadge(promotion)).toBe(badge);
    expect(resolveStatus(PHASES, badge).known).toBe(true);
  });
});

describe('the remark', () => {
  const remark = (value: string) => check(value, applyRules.remark);
  it.each([
    ['', 'member-promotions:errors.remarkRequired'],
    ['   \n\t ', 'member-promotions:errors.remarkRequired'],
    ['x'.repeat(141), 'member-promotions:errors.remarkLength'],
    ['😀'.repeat(141), 'member-promotions:errors.remarkLength'],
    ['Hidden\u202Ereversed', 'member-promotions:errors.invisible'],
    ['zero\u200Bwidth', 'member-promotions:errors.invisible'],
  ])('refuses %j', (value, key) => {
    expect(remark(value)?.key).toBe(key);
  });

  it('takes up to 140 characters as people see them (spaces around do not count), and markup as plain text', () => {
    expect(remark('x'.repeat(140))).toBeNull();
    expect(remark(`  ${'x'.repeat(140)}  `)).toBeNull();
    expect(remark('😀'.repeat(140))).toBeNull();
    expect(remark('ကျေးဇူးတင်ပါတယ်')).toBeNull();
    expect(remark('<script>alert(1)</script><img src=x onerror=alert(2)>')).toBeNull();
    expect(APPLY_LIMITS).toEqual({ remarkMax: 140, maxImages: 3 });
  });
});

describe('who may apply', () => {
  const open = { mode: 'APPLY', phase: 'ongoing', canApply: true };
  const guest = { loggedIn: false, trial: false };
  const trial = { loggedIn: true, trial: true };
  const member = { loggedIn: true, trial: false };
  it('asks a guest to log in and tells a trial user to use a real account', () => {
    expect(applyGate(guest, open)).toBe('login');
    expect(applyGate(trial, open)).toBe('real-account');
    expect(applyGate(member, open)).toBe('open');
    expect(applyGate(guest, { ...open, mode: 'JOIN' })).toBe('login');
  });
  it('offers nothing for a promotion that is coming, ended, needs nothing, or already taken part in', () => {
    expect(applyGate(member, { ...open, phase: 'coming' })).toBe('unavailable');
    expect(applyGate(guest, { ...open, phase: 'closed' })).toBe('unavailable');
    expect(applyGate(member, { ...open, mode: 'NONE' })).toBe('unavailable');
    expect(applyGate(member, { ...open, canApply: false })).toBe('unavailable');
  });
});

describe('refusals', () => {
  const business = (code: string, value: unknown = null) => new ApiError('business', { code, value, status: 200 });
  it('puts each refusal of an application where it belongs', () => {
    expect(placeRefusal(business('promotion.remark', { reason: 'length', max: 140 }))).toEqual({
      field: 'remark',
      failure: { key: 'member-promotions:errors.remarkLength', params: { max: 140 } },
    });
    expect(placeRefusal(business('promotion.remark', { reason: 'characters' })).failure.key).toBe(
      'member-promotions:errors.invisible',
    );
    expect(placeRefusal(business('promotion.remark', { reason: 'required' })).failure.key).toBe(
      'member-promotions:errors.remarkRequired',
    );
    expect(placeRefusal(business('promotion.images', { max: 3 }))).toMatchObject({
      field: 'images',
      failure: { params: { max: 3 } },
    });
    expect(placeRefusal(business('upload.invalid', { reason: 'size', index: 1 }))).toMatchObject({
      field: 'images',
      failure: { params: { index: 2 } },
    });
    expect(placeRefusal(business('promotion.applied'))).toMatchObject({ field: null, stale: true });
    expect(placeRefusal(new ApiError('server', { status: 503 }))).toMatchObject({
      field: null,
      failure: { key: expect.stringMatching(/^kernel:/) },
    });
  });
});
