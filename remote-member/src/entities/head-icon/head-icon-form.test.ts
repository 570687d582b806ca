import { ApiError } from '@mc/shared-kernel';
import { headIconRefusal } from './head-icon-form';

describe('profile picture refusals', () => {
  it('maps the platform refusals of a picture to messages under the field', () => {
    const refusal = (value: unknown) => headIconRefusal(new ApiError('business', { code: 'upload.invalid', value }));
    expect(refusal({ reason: 'size' }).field).toEqual({
      key: 'member-security:profile.picture.errors.size',
      params: { mb: 5 },
    });
    expect(refusal({ reason: 'type' }).field).toEqual({ key: 'member-security:profile.picture.errors.type' });
    expect(refusal({ reason: 'required' }).field).toEqual({ key: 'member-security:profile.picture.errors.required' });
    expect(refusal(null).field?.key).toBe('member-security:profile.picture.errors.type');
    expect(headIconRefusal(new ApiError('server', { status: 503 }))).toEqual({
      field: null,
      alert: expect.stringMatching(/^kernel:/),
    });
  });
});
