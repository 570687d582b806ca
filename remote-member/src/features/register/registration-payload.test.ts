import { buildPayload, type PayloadContext } from './registration-payload';
import { registrationFields, type RegisterValues } from './registration-rules';
import { emptyValues, seededSettings } from './testing/fixtures';

const context = (overrides: Partial<PayloadContext> = {}): PayloadContext => ({
  shown: new Set(registrationFields(seededSettings(), 'username', '2024-06-15').map((s) => s.name)),
  countryDialingCode: '95',
  registerMethod: 'H5',
  registerUrl: 'm.example.com',
  domain: 'm.example.com',
  urlAffiliateCode: null,
  ...overrides,
});

const typed = (values: Partial<RegisterValues>): RegisterValues => ({ ...emptyValues(), ...values });

describe('buildPayload', () => {
  it('sends every registration field, with type 0 and the confirmation equal to the password', () => {
    const payload = buildPayload(
      typed({
        username: 'newbie01',
        password: 'Secret12',
        confirmPassword: 'Secret12',
        captcha: '1234',
        birthday: '1990-01-02',
      }),
      context(),
    );
    expect(payload).toEqual({
      countryDialingCode: '95',
      registerUrl: 'm.example.com',
      registerMethod: 'H5',
      username: 'newbie01',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      affiliateCode: '',
      paymentPassword: '',
      recommenderId: '',
      nickname: '',
      payeeName: '',
      email: '',
      mobileNum: '',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
      captcha: '1234',
      type: 0,
      domain: 'm.example.com',
      verificationCode: '',
      birthday: '1990-01-02',
    });
  });

  it('trims what people type, but never a password', () => {
    const payload = buildPayload(
      typed({ username: ' newbie01 ', email: ' a@b.com ', password: ' pass word ', paymentPassword: ' 123' }),
      context({
        shown: new Set(['username', 'email', 'password', 'paymentPassword']),
      }),
    );
    expect(payload).toMatchObject({
      username: 'newbie01',
      email: 'a@b.com',
      password: ' pass word ',
      confirmPassword: ' pass word ',
      paymentPassword: ' 123',
    });
  });

  it('leaves out what was typed in a field that is not shown (the other method, or disabled)', () => {
    const payload = buildPayload(
      typed({ username: 'newbie01', verificationCode: '123456', qqNum: '12345' }),
      context(),
    );
    expect(payload.verificationCode).toBe('');
    expect(payload.qqNum).toBe('');
  });

  it("sends the form's invitation code, else the link's", () => {
    expect(buildPayload(typed({ affiliateCode: 'FORM1' }), context({ urlAffiliateCode: 'LINK1' })).affiliateCode).toBe(
      'FORM1',
    );
    expect(buildPayload(typed({ affiliateCode: '  ' }), context({ urlAffiliateCode: 'LINK1' })).affiliateCode).toBe(
      'LINK1',
    );
    expect(
      buildPayload(
        typed({ affiliateCode: 'FORM1' }),
        context({ shown: new Set(['username']), urlAffiliateCode: 'LINK1' }),
      ).affiliateCode,
    ).toBe('LINK1');
  });

  it('carries the register method, the host and the dialing code it is given', () => {
    const payload = buildPayload(
      typed({}),
      context({ registerMethod: 'WEBCLIP', registerUrl: 'site.test', domain: 'aff.test', countryDialingCode: '66' }),
    );
    expect(payload).toMatchObject({
      registerMethod: 'WEBCLIP',
      registerUrl: 'site.test',
      domain: 'aff.test',
      countryDialingCode: '66',
    });
  });
});
