import { ApiError } from '@mc/shared-kernel';
import { refusalOf } from './server-errors';

const business = (code: string, value: unknown = null) => new ApiError('business', { code, value });

describe('open-account refusals', () => {
  it.each([
    [business('user.exists', { field: 'username' }), 'username', 'agent:openAccount.errors.usernameTaken'],
    [
      business('format.username', { field: 'username', reason: 'pattern' }),
      'username',
      'agent:openAccount.errors.usernameFormat',
    ],
    [
      business('format.password', { field: 'password', reason: 'length' }),
      'password',
      'agent:openAccount.errors.passwordFormat',
    ],
    [
      business('format.confirmPassword', { reason: 'mismatch' }),
      'confirmPassword',
      'agent:openAccount.confirmMismatch',
    ],
    [
      business('rebate.above.ceiling', { category: 'LIVE', ceiling: '1.20' }),
      'rate_LIVE',
      'agent:rates.errors.aboveCeiling',
    ],
    [business('rebate.format', { category: 'RNG', reason: 'decimals' }), 'rate_RNG', 'agent:rates.errors.decimals'],
    [business('rebate.format', { category: 'NOPE' }), null, 'agent:rates.errors.number'],
    [business('agent.invalid'), null, 'agent:openAccount.errors.notAgent'],
    [business('affiliate.link.limit', { max: 20 }), null, 'agent:openAccount.errors.linkLimit'],
    [business('affiliate.link.not.found'), null, 'agent:openAccount.errors.linkGone'],
    [business('feature.disabled'), null, 'kernel:errors.code.feature.disabled'],
    [business('something.new'), null, 'kernel:errors.unknown'],
    [new ApiError('timeout'), null, 'agent:openAccount.errors.unconfirmed'],
    [new ApiError('network'), null, 'kernel:errors.network'],
    [new TypeError('Failed to fetch'), null, 'kernel:errors.network'],
  ])('%p → field %p, message %p', (error, field, key) => {
    const refusal = refusalOf(error);
    expect(refusal.field).toBe(field);
    expect(refusal.message.key).toBe(key);
  });

  it('keeps the ceiling the platform names', () => {
    expect(refusalOf(business('rebate.above.ceiling', { category: 'LIVE', ceiling: '1.20' })).message.params).toEqual({
      ceiling: '1.20',
    });
  });
});
