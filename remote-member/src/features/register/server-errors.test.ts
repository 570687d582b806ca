import { ApiError } from '@mc/shared-kernel';
import { fieldFailure } from './server-errors';

const business = (code: string, value?: unknown) => new ApiError('business', { code, value });
const NS = 'member-register:';

describe('fieldFailure', () => {
  it('puts a taken username or mobile number under its field', () => {
    expect(fieldFailure(business('user.exists', { field: 'username' }), 18)).toEqual({
      field: 'username',
      failure: { key: `${NS}server.usernameTaken` },
    });
    expect(fieldFailure(business('user.exists'), 18)).toEqual({
      field: 'username',
      failure: { key: `${NS}server.usernameTaken` },
    });
    expect(fieldFailure(business('user.exists', { field: 'mobileNum' }), 18)).toEqual({
      field: 'mobileNum',
      failure: { key: `${NS}server.mobileTaken` },
    });
  });

  it('names the captcha, SMS code, invitation code and birthday failures', () => {
    expect(fieldFailure(business('captcha.invalid'), 18)?.field).toBe('captcha');
    expect(fieldFailure(business('verification.invalid'), 18)?.field).toBe('verificationCode');
    expect(fieldFailure(business('affiliate.invalid'), 18)).toEqual({
      field: 'affiliateCode',
      failure: { key: `${NS}errors.invitation` },
    });
    expect(fieldFailure(business('register.underage', { minAge: 21 }), 18)).toEqual({
      field: 'birthday',
      failure: { key: `${NS}errors.underAge`, params: { age: 21 } },
    });
    expect(fieldFailure(business('register.underage'), 18)?.failure.params).toEqual({ age: 18 });
  });

  it('reads format.<field> with its reason', () => {
    expect(fieldFailure(business('format.email', { field: 'email', reason: 'pattern' }), 18)).toEqual({
      field: 'email',
      failure: { key: `${NS}server.invalid` },
    });
    expect(fieldFailure(business('format.qqNum', { field: 'qqNum', reason: 'required' }), 18)?.failure.key).toBe(
      `${NS}errors.required.qqNum`,
    );
    expect(fieldFailure(business('format.captcha', { reason: 'required' }), 18)?.failure.key).toBe(
      'validation.captchaRequired',
    );
    expect(fieldFailure(business('format.confirmPassword', { reason: 'mismatch' }), 18)?.failure.key).toBe(
      `${NS}errors.confirmMismatch`,
    );
    expect(fieldFailure(business('format.birthday', { reason: 'date' }), 18)?.failure.key).toBe(`${NS}errors.birthday`);
    expect(fieldFailure(business('format.mobileNum', { reason: 'country' }), 18)?.failure.key).toBe(
      `${NS}server.country`,
    );
  });

  it('leaves everything else to the alert above the button', () => {
    expect(fieldFailure(business('format.account'), 18)).toBeNull();
    expect(fieldFailure(business('feature.disabled'), 18)).toBeNull();
    expect(fieldFailure(business('request.invalid'), 18)).toBeNull();
    expect(fieldFailure(new ApiError('server', { status: 503 }), 18)).toBeNull();
    expect(fieldFailure(new ApiError('timeout'), 18)).toBeNull();
    expect(fieldFailure(new Error('offline'), 18)).toBeNull();
  });
});
