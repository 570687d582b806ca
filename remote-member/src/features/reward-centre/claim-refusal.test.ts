import { ApiError } from '@mc/shared-kernel';
import { claimRefusal } from './claim-refusal';

describe('claim refusals', () => {
  const business = (code: string, value: unknown = null) => new ApiError('business', { code, value, status: 200 });
  it('says why a claim was refused and when the list is stale', () => {
    expect(claimRefusal(business('reward.claimed'))).toEqual({
      failure: { key: 'member-promotions:rewards.errors.claimed' },
      stale: true,
    });
    expect(claimRefusal(business('reward.expired')).stale).toBe(true);
    expect(claimRefusal(new ApiError('timeout', {})).stale).toBe(false);
  });
});
