import { createTestSim } from '../../testing/fixtures';
import { encryptPayload } from '../../testing/encrypt';
import type { LoginValue } from '../../testing/client';
import { REGISTER_FIELDS, type FieldRule, type RegisterSettings } from '../../data/register';

interface SmsPeek {
  code: string | null;
  purpose: string | null;
}

describe('registration', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const settings = async (): Promise<RegisterSettings> =>
    (await client.get<RegisterSettings>('/wps/register/settings')).body.value;

  /** Shows a fresh captcha and reads its answer through the admin surface. */
  const captcha = async (): Promise<string> => {
    await client.get('/wps/captcha', { headers: { Module: 'CAPTCHA3' } });
    const answer = (await client.get<{ answer: string | null }>('/__sim/captcha')).body.value.answer;
    if (answer === null) throw new Error('no captcha pending');
    return answer;
  };

  const smsFor = async (mobileNum: string, purpose?: string): Promise<SmsPeek> =>
    (await client.get<SmsPeek>('/__sim/sms', { query: { mobileNum, purpose } })).body.value;

  /** A valid username registration (TEST_NOW is 2024-06-15). */
  const form = async (overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> => ({
    countryDialingCode: '95',
    registerUrl: 'https://m.example.com/register',
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
    captcha: await captcha(),
    domain: 'm.example.com',
    verificationCode: '',
    birthday: '1995-03-04',
    ...overrides,
  });

  describe('GET /wps/register/settings', () => {
    it('serves the seeded rules for every field', async () => {
      const value = await settings();
      expect(value).toMatchObject({
        methods: { username: true, mobile: true },
        minAge: 18,
        agreement: true,
        captcha: true,
        affiliateCheck: true,
        defaultCountry: 'MM',
      });
      expect(Object.keys(value.fields).sort()).toEqual([...REGISTER_FIELDS].sort());
      expect(value.fields.username).toEqual({
        enabled: true,
        required: true,
        min: 4,
        max: 16,
        pattern: '^[A-Za-z0-9_]+$',
      });
      expect(value.fields.password).toMatchObject({ enabled: true, required: true, min: 6, max: 20 });
      expect(value.fields.mobileNum).toMatchObject({
        enabled: true,
        required: false,
        requiredFor: ['mobile'],
        min: 7,
        max: 20,
      });
      expect(value.fields.verificationCode).toMatchObject({ enabled: true, requiredFor: ['mobile'] });
      expect(value.fields.email).toMatchObject({ enabled: true, required: false });
      expect(value.fields.nickname).toMatchObject({ enabled: true, required: false, max: 20 });
      expect(value.fields.captcha).toMatchObject({ enabled: true, required: true });
      expect(value.fields.birthday).toMatchObject({ enabled: true, required: true });
      for (const field of [
        'paymentPassword',
        'idNumber',
        'qqNum',
        'facebook',
        'wechat',
        'line',
        'whatsapp',
        'zalo',
        'recommenderId',
      ] as const) {
        expect(value.fields[field].enabled).toBe(false);
      }
      for (const rule of Object.values<FieldRule>(value.fields)) {
        if (rule.pattern !== undefined) expect(() => new RegExp(rule.pattern as string, 'u')).not.toThrow();
      }
    });

    it('follows the DIRECTREG3 / MOBILEREG3 switches', async () => {
      await client.post('/__sim/switches', { MOBILEREG3: false });
      expect((await settings()).methods).toEqual({ username: true, mobile: false });
      await client.post('/__sim/switches', { MOBILEREG3: true, DIRECTREG3: false });
      expect((await settings()).methods).toEqual({ username: false, mobile: true });
    });

    it('lets admin override methods, minAge, captcha, affiliateCheck and field flags', async () => {
      const { status, body } = await client.post<RegisterSettings>('/__sim/register-settings', {
        methods: { username: false },
        minAge: 21,
        captcha: false,
        affiliateCheck: false,
        fields: { qqNum: { enabled: true, required: true }, nickname: { max: 12 }, email: { required: true } },
      });
      expect(status).toBe(200);
      expect(body.value).toMatchObject({
        methods: { username: false, mobile: true },
        minAge: 21,
        captcha: false,
        affiliateCheck: false,
      });
      const value = await settings();
      expect(value).toEqual(body.value);
      expect(value.fields.qqNum).toMatchObject({ enabled: true, required: true, min: 5, max: 12 });
      expect(value.fields.nickname.max).toBe(12);
      expect(value.fields.captcha).toMatchObject({ enabled: false, required: false });
      expect(value.fields.email.required).toBe(true);

      await client.del('/__sim/register-settings');
      expect((await settings()).minAge).toBe(18);
      await client.post('/__sim/register-settings', { minAge: 21 });
      await client.post('/__sim/reset');
      expect((await settings()).minAge).toBe(18);
    });

    it('refuses malformed overrides with HTTP 400 and changes nothing', async () => {
      for (const body of [
        { minAge: 20 },
        { methods: { fax: true } },
        { fields: { shoeSize: { enabled: true } } },
        { fields: { qqNum: { enabled: 'yes' } } },
        { fields: { qqNum: { pattern: '(' } } },
        { fields: { qqNum: { min: 9, max: 3 } } },
        { colour: 'red' },
        { captcha: false, minAge: 5 },
      ]) {
        expect((await client.post('/__sim/register-settings', body)).status).toBe(400);
      }
      expect((await settings()).captcha).toBe(true);
    });
  });

  it('GET /wps/system/countries lists dialing codes, Myanmar first', async () => {
    const { body } = await client.get<{ code: string; dialingCode: string; name: string }[]>('/wps/system/countries');
    expect(body.value.length).toBeGreaterThanOrEqual(5);
    expect(body.value[0]).toEqual({ code: 'MM', dialingCode: '95', name: 'Myanmar' });
    expect(body.value.map((c) => c.code)).toEqual(expect.arrayContaining(['TH', 'VN', 'MY', 'SG']));
  });

  describe('GET /wps/affiliate/check', () => {
    it('knows the agent ids and AFF2024', async () => {
      const check = async (code: string) =>
        (
          await client.get<{ valid: boolean }>('/wps/affiliate/check', {
            query: { code, domain: 'm.example.com' },
            headers: { Module: 'AFFMAN3' },
          })
        ).body.value.valid;
      expect(await check('100003')).toBe(true); // agent01
      expect(await check('100004')).toBe(true); // agent02
      expect(await check('aff2024')).toBe(true);
      expect(await check('100001')).toBe(false); // demo01 is a member
      expect(await check('NOPE')).toBe(false);
      expect((await client.get('/wps/affiliate/check')).body.code).toBe('request.invalid');
    });
  });

  describe('POST /wps/verification/sms/register', () => {
    it('sends a code to a free number, readable through /__sim/sms', async () => {
      const { body } = await client.post('/wps/verification/sms/register', {
        mobileNo: '09771234567',
        countryDialingCode: '95',
      });
      expect(body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
      const sms = await smsFor('09771234567');
      expect(sms.code).toMatch(/^\d{6}$/);
      expect(sms.purpose).toBe('register');
      expect((await smsFor('09771234567', 'login')).code).toBeNull();
    });

    it('refuses a taken, malformed or foreign-coded number, and a disabled mobile method', async () => {
      expect(
        (await client.post('/wps/verification/sms/register', { mobileNo: '09450000001', countryDialingCode: '95' }))
          .body,
      ).toMatchObject({ code: 'user.exists', value: { field: 'mobileNum' } });
      expect(
        (await client.post('/wps/verification/sms/register', { mobileNo: '0945abc', countryDialingCode: '95' })).body,
      ).toMatchObject({ code: 'format.mobileNum', value: { reason: 'pattern' } });
      expect(
        (await client.post('/wps/verification/sms/register', { mobileNo: '12345', countryDialingCode: '95' })).body,
      ).toMatchObject({ code: 'format.mobileNum', value: { reason: 'length' } });
      expect(
        (await client.post('/wps/verification/sms/register', { mobileNo: '09771234567', countryDialingCode: '999' }))
          .body,
      ).toMatchObject({ code: 'format.mobileNum', value: { reason: 'country' } });
      expect((await client.post('/wps/verification/sms/register', {})).body.code).toBe('request.invalid');
      await client.post('/__sim/register-settings', { methods: { mobile: false } });
      expect(
        (await client.post('/wps/verification/sms/register', { mobileNo: '09771234567', countryDialingCode: '95' }))
          .body,
      ).toMatchObject({ code: 'feature.disabled' });
    });
  });

  describe('PUT /wps/member/register', () => {
    it('registers by username and logs the new member in', async () => {
      const { status, body } = await client.register(
        await form({ nickname: 'Newbie', email: 'newbie@example.com', affiliateCode: 'AFF2024' }),
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        success: true,
        value: { userName: 'newbie01', customerType: 0, firstTimeLogin: true },
      });
      const { token } = body.value as LoginValue;
      const info = await client.get('/wps/member/info', { token });
      expect(info.body.value).toMatchObject({ account: 'newbie01', nickname: 'Newbie', type: 0 });
      expect((await client.get('/wps/wallet/balance', { token })).body.value).toEqual({ sumBalance: '0.00' });

      const again = await client.login({ username: 'NEWBIE01', password: 'Secret12' });
      expect(again.body).toMatchObject({ success: true, value: { firstTimeLogin: false } });
      const account = platform.state.accounts.get('newbie01');
      expect(JSON.stringify(account)).not.toContain('Secret12');
      expect(account?.password?.algorithm).toBe('scrypt');
    });

    it('registers by mobile with the SMS code', async () => {
      const mobileNum = '09771234567';
      await client.post('/wps/verification/sms/register', { mobileNo: mobileNum, countryDialingCode: '95' });
      const { code } = await smsFor(mobileNum, 'register');
      const wrong = await client.register(
        await form({ username: 'mobile01', mobileNum, verificationCode: code === '000000' ? '111111' : '000000' }),
      );
      expect(wrong.body.code).toBe('verification.invalid');
      const right = await client.register(await form({ username: 'mobile01', mobileNum, verificationCode: code }));
      expect(right.body).toMatchObject({ success: true, value: { userName: 'mobile01', firstTimeLogin: true } });
      expect((await smsFor(mobileNum)).code).toBeNull(); // used up
      expect(platform.state.accounts.get('mobile01')?.mobileNum).toBe(mobileNum);

      // The number now logs in by SMS too.
      await client.post('/wps/verification/sms/noLogin', { mobileNum });
      const login = await client.login({
        username: mobileNum,
        password: (await smsFor(mobileNum, 'login')).code ?? '',
        type: 'sms',
      });
      expect(login.body).toMatchObject({ success: true, value: { userName: 'mobile01' } });
    });

    it('treats a registration with an SMS code as the mobile method: it needs the number and the right code', async () => {
      expect((await client.register(await form({ verificationCode: '123456' }))).body).toMatchObject({
        code: 'format.mobileNum',
        value: { field: 'mobileNum', reason: 'required' },
      });
      expect(
        (await client.register(await form({ mobileNum: '09771234567', verificationCode: '123456' }))).body.code,
      ).toBe('verification.invalid');
    });

    it('takes registerMethod as the channel the person came by (APP, H5, WEBCLIP, PWA)', async () => {
      for (const [registerMethod, username] of [
        ['APP', 'viaapp01'],
        ['h5', 'viah501'],
        ['WEBCLIP', 'viaclip01'],
        ['PWA', 'viapwa01'],
      ] as const) {
        expect((await client.register(await form({ registerMethod, username }))).body.success).toBe(true);
      }
    });

    it('refuses an under-age birthday (minAge 18, then 21)', async () => {
      expect((await client.register(await form({ birthday: '2006-06-16' }))).body).toMatchObject({
        success: false,
        code: 'register.underage',
        value: { minAge: 18 },
      });
      expect((await client.register(await form({ username: 'eighteen', birthday: '2006-06-15' }))).body.success).toBe(
        true,
      );
      await client.post('/__sim/register-settings', { minAge: 21 });
      expect((await client.register(await form({ username: 'nineteen', birthday: '2005-01-01' }))).body).toMatchObject({
        code: 'register.underage',
        value: { minAge: 21 },
      });
      expect((await client.register(await form({ birthday: '2030-01-01' }))).body).toMatchObject({
        code: 'format.birthday',
        value: { reason: 'date' },
      });
      expect((await client.register(await form({ birthday: '1990-02-30' }))).body).toMatchObject({
        code: 'format.birthday',
        value: { reason: 'date' },
      });
    });

    it('refuses a birthday more than 120 years back, such as 1800-01-01', async () => {
      expect((await client.register(await form({ birthday: '1800-01-01' }))).body).toMatchObject({
        code: 'format.birthday',
        value: { field: 'birthday', reason: 'date' },
      });
      // TEST_NOW is 2024-06-15: born 1903-06-15 is 121, a day later 120.
      expect((await client.register(await form({ birthday: '1903-06-15' }))).body).toMatchObject({
        code: 'format.birthday',
        value: { reason: 'date' },
      });
      expect((await client.register(await form({ birthday: '1903-06-16' }))).body.success).toBe(true);
    });

    it('refuses emoji and bidi controls in passwords, and invisible controls and emoji in names, whatever the settings say', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ password: '😀🎰💰😀🎰💰', confirmPassword: '😀🎰💰😀🎰💰' }, 'format.password'],
        [{ password: '\u202Eمرحبا123', confirmPassword: '\u202Eمرحبا123' }, 'format.password'],
        [{ password: 'Pässwort1', confirmPassword: 'Pässwort1' }, 'format.password'],
        [{ nickname: '\u202EVIP' }, 'format.nickname'],
        [{ nickname: 'Ko\u200BKo' }, 'format.nickname'],
        [{ nickname: 'Lucky😀' }, 'format.nickname'],
        [{ payeeName: '\u2067Aung\u2069' }, 'format.payeeName'],
        [{ email: 'demo\u202E@example.com' }, 'format.email'],
      ];
      const check = async () => {
        for (const [overrides, code] of cases) {
          const { body } = await client.register(await form(overrides));
          expect([overrides, body.code, body.value]).toEqual([
            overrides,
            code,
            { field: code.slice('format.'.length), reason: 'pattern' },
          ]);
        }
      };
      await check();
      // A merchant that drops the patterns does not let them through either.
      await client.post('/__sim/register-settings', {
        fields: {
          password: { pattern: null },
          nickname: { pattern: null },
          payeeName: { pattern: null },
          email: { pattern: null },
        },
      });
      await check();
      expect(platform.state.accounts.has('newbie01')).toBe(false);
    });

    it('keeps Burmese names as typed', async () => {
      const { body } = await client.register(await form({ nickname: 'မောင်မောင်', payeeName: 'ဦး ဘ ၁၂' }));
      expect(body.success).toBe(true);
      expect(platform.state.accounts.get('newbie01')).toMatchObject({
        nickname: 'မောင်မောင်',
        profile: { payeeName: 'ဦး ဘ ၁၂' },
      });
    });

    it('refuses an SMS code that is not 4-10 digits, even where the settings would take it', async () => {
      const mobileNum = '09771234567';
      await client.post('/wps/verification/sms/register', { mobileNo: mobileNum, countryDialingCode: '95' });
      expect((await client.register(await form({ mobileNum, verificationCode: '123' }))).body).toMatchObject({
        code: 'format.verificationCode',
        value: { reason: 'length' },
      });
      await client.post('/__sim/register-settings', { fields: { verificationCode: { min: 3, max: 3 } } });
      expect((await client.register(await form({ mobileNum, verificationCode: '123' }))).body).toMatchObject({
        code: 'format.verificationCode',
        value: { reason: 'length' },
      });
    });

    it('refuses a taken username (any case) or mobile number with user.exists', async () => {
      expect((await client.register(await form({ username: 'DEMO01' }))).body).toMatchObject({
        success: false,
        code: 'user.exists',
        value: { field: 'username' },
      });
      expect((await client.register(await form({ mobileNum: '09450000002' }))).body).toMatchObject({
        code: 'user.exists',
        value: { field: 'mobileNum' },
      });
      expect((await client.register(await form())).body.success).toBe(true);
      expect((await client.register(await form())).body.code).toBe('user.exists');
    });

    it('validates every field server-side against the settings', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ username: 'abc' }, 'format.username', 'length'],
        [{ username: 'bad name!' }, 'format.username', 'pattern'],
        [{ username: '' }, 'format.username', 'required'],
        [{ password: 'has space', confirmPassword: 'has space' }, 'format.password', 'pattern'],
        [{ password: 'abc', confirmPassword: 'abc' }, 'format.password', 'length'],
        [{ confirmPassword: 'Secret13' }, 'format.confirmPassword', 'mismatch'],
        [{ email: 'not-an-email' }, 'format.email', 'pattern'],
        [{ nickname: 'x'.repeat(21) }, 'format.nickname', 'length'],
        [{ birthday: '' }, 'format.birthday', 'required'],
        [{ captcha: '' }, 'format.captcha', 'required'],
        [{ mobileNum: '12' }, 'format.mobileNum', 'length'],
      ];
      for (const [overrides, code, reason] of cases) {
        const { body } = await client.register(await form(overrides));
        expect([code, body.code, body.value]).toEqual([code, code, { field: code.slice('format.'.length), reason }]);
      }
    });

    it('ignores disabled fields and enforces them once an override enables them', async () => {
      expect((await client.register(await form({ qqNum: 'not-a-number', username: 'qqless' }))).body.success).toBe(
        true,
      );
      await client.post('/__sim/register-settings', { fields: { qqNum: { enabled: true, required: true } } });
      expect((await client.register(await form())).body).toMatchObject({
        code: 'format.qqNum',
        value: { reason: 'required' },
      });
      expect((await client.register(await form({ qqNum: '12ab' }))).body).toMatchObject({
        code: 'format.qqNum',
        value: { reason: 'length' },
      });
      expect((await client.register(await form({ qqNum: '1234x' }))).body).toMatchObject({
        code: 'format.qqNum',
        value: { reason: 'pattern' },
      });
      expect((await client.register(await form({ qqNum: '123456789' }))).body.success).toBe(true);
      expect(platform.state.accounts.get('newbie01')?.profile).toEqual({ qqNum: '123456789' });
    });

    it('refuses a disabled method with feature.disabled ("mobile only")', async () => {
      await client.post('/__sim/register-settings', { methods: { username: false } });
      expect((await client.register(await form())).body).toMatchObject({
        code: 'feature.disabled',
        value: { feature: 'register.username' },
      });
      await client.post('/__sim/switches', { MOBILEREG3: false });
      expect(
        (await client.register(await form({ mobileNum: '09771234567', verificationCode: '123456' }))).body.code,
      ).toBe('feature.disabled');
    });

    it('checks the captcha (one attempt each) unless the settings drop it', async () => {
      const answer = await captcha();
      const wrong = answer === '0000' ? '1111' : '0000';
      expect((await client.register({ ...(await form()), captcha: wrong })).body.code).toBe('captcha.invalid');
      expect((await client.register({ ...(await form()), captcha: answer })).body.code).toBe('captcha.invalid'); // replaced by form()'s fresh one, then used up
      await client.post('/__sim/register-settings', { captcha: false });
      expect((await client.register({ ...(await form()), captcha: '' })).body.success).toBe(true);
    });

    it('checks affiliate codes when affiliateCheck is on', async () => {
      expect((await client.register(await form({ affiliateCode: 'BOGUS1' }))).body.code).toBe('affiliate.invalid');
      expect((await client.register(await form({ affiliateCode: '100003' }))).body.success).toBe(true);
      await client.post('/__sim/register-settings', { affiliateCheck: false });
      expect((await client.register(await form({ username: 'other01', affiliateCode: 'BOGUS1' }))).body.success).toBe(
        true,
      );
    });

    it('answers request.decrypt / request.invalid like login', async () => {
      const plain = await client.put('/wps/member/register', await form());
      expect(plain.body.code).toBe('request.decrypt');
      const { kid, spki } = await client.sessionKey();
      for (const payload of [
        { ...(await form()), type: 1 },
        { ...(await form()), username: 42 },
        { ...(await form()), registerMethod: 'fax' },
        { ...(await form()), registerMethod: 'username' },
        ['x'],
      ]) {
        const encrypted = await encryptPayload(spki, kid, payload);
        expect((await client.call('PUT', '/wps/member/register', encrypted)).body.code).toBe('request.invalid');
      }
    });

    it('never logs the registration', async () => {
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
        jest.spyOn(console, m).mockImplementation(() => undefined),
      );
      try {
        await client.register(await form());
        await client.register(await form({ password: 'bad pass', confirmPassword: 'bad pass' }));
        for (const spy of spies) expect(JSON.stringify(spy.mock.calls)).not.toMatch(/Secret12|bad pass/);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });
  });
});
