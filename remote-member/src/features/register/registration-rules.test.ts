import { check, type RuleFailure } from '@mc/shared-kernel';
import type { RegisterSettings } from './api/get-register-settings';
import {
  availableMethods,
  registrationFields,
  toFieldRules,
  type RegisterBy,
  type RegisterField,
  type RegisterValues,
} from './registration-rules';
import { emptyValues, seededSettings, validateField } from './testing/fixtures';

const TODAY = '2024-06-15';
const NS = 'member-register:';

/** The message a field shows for `value` (other fields take `others`). */
function messageFor(
  name: RegisterField,
  value: string,
  options: { settings?: RegisterSettings; by?: RegisterBy; others?: Partial<RegisterValues> } = {},
): RuleFailure | null {
  const specs = registrationFields(options.settings ?? seededSettings(), options.by ?? 'username', TODAY);
  const spec = specs.find((s) => s.name === name);
  if (!spec) throw new Error(`${name} is not shown`);
  return validateField(spec, { ...emptyValues(), ...options.others, [name]: value });
}
const keyFor = (...args: Parameters<typeof messageFor>) => messageFor(...args)?.key ?? null;

const shownNames = (settings: RegisterSettings, by: RegisterBy) =>
  registrationFields(settings, by, TODAY).map((s) => s.name);

describe('which fields are shown and required', () => {
  it('shows the enabled fields of the username method, without an SMS code', () => {
    expect(shownNames(seededSettings(), 'username')).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'nickname',
      'payeeName',
      'affiliateCode',
      'birthday',
      'captcha',
    ]);
    const required = registrationFields(seededSettings(), 'username', TODAY)
      .filter((s) => s.required)
      .map((s) => s.name);
    expect(required).toEqual(['username', 'password', 'confirmPassword', 'birthday', 'captcha']);
  });

  it('requires the mobile number and its SMS code in the mobile method (requiredFor), shown first', () => {
    const specs = registrationFields(seededSettings(), 'mobile', TODAY);
    expect(specs.map((s) => s.name).slice(0, 3)).toEqual(['mobileNum', 'verificationCode', 'username']);
    expect(specs.filter((s) => s.required).map((s) => s.name)).toEqual(
      expect.arrayContaining(['mobileNum', 'verificationCode', 'password', 'confirmPassword']),
    );
    expect(keyFor('mobileNum', '', { by: 'mobile' })).toBe(`${NS}errors.required.mobileNum`);
    expect(keyFor('mobileNum', '', { by: 'username' })).toBeNull();
  });

  it('hides disabled fields and shows them once enabled, required or not', () => {
    const settings = seededSettings();
    expect(shownNames(settings, 'username')).not.toContain('qqNum');
    const withQq = seededSettings({
      fields: { ...settings.fields, qqNum: { enabled: true, required: true, min: 5, max: 12, pattern: '^\\d+$' } },
    });
    expect(registrationFields(withQq, 'username', TODAY).find((s) => s.name === 'qqNum')).toMatchObject({
      required: true,
    });
    expect(keyFor('qqNum', '', { settings: withQq })).toBe(`${NS}errors.required.qqNum`);
  });

  it('always asks for the password, and for the captcha whenever the merchant turned it on', () => {
    const settings = seededSettings();
    const noPasswordField = seededSettings({
      captcha: false,
      fields: {
        ...settings.fields,
        password: { enabled: false, required: false },
        captcha: { enabled: false, required: false },
      },
    });
    expect(shownNames(noPasswordField, 'username')).toContain('password');
    expect(shownNames(noPasswordField, 'username')).not.toContain('captcha');
  });

  it('offers the enabled methods in toggle order', () => {
    expect(availableMethods(seededSettings())).toEqual(['username', 'mobile']);
    expect(availableMethods(seededSettings({ methods: { username: false, mobile: true } }))).toEqual(['mobile']);
    expect(availableMethods(seededSettings({ methods: { username: false, mobile: false } }))).toEqual([]);
  });

  it('gives hidden fields no rules at all', () => {
    const rules = toFieldRules(registrationFields(seededSettings(), 'username', TODAY));
    expect(rules.qqNum).toEqual([]);
    expect(rules.verificationCode).toEqual([]);
    expect(Object.keys(rules)).toHaveLength(20);
  });
});

describe('a non-required field', () => {
  it.each(['email', 'nickname', 'payeeName', 'affiliateCode', 'mobileNum'] as const)(
    '%s passes when empty or only spaces',
    (name) => {
      expect(messageFor(name, '')).toBeNull();
      expect(messageFor(name, '   ')).toBeNull();
    },
  );
});

describe('username', () => {
  it('is required: empty and whitespace fail', () => {
    expect(keyFor('username', '')).toBe(`${NS}errors.required.username`);
    expect(keyFor('username', '    ')).toBe(`${NS}errors.required.username`);
  });

  it('takes 4 to 16 characters from the settings', () => {
    expect(messageFor('username', 'abc')).toEqual({ key: `${NS}errors.length`, params: { min: 4, max: 16 } });
    expect(messageFor('username', 'abcd')).toBeNull();
    expect(messageFor('username', 'a'.repeat(16))).toBeNull();
    expect(messageFor('username', 'a'.repeat(17))).toEqual({ key: `${NS}errors.length`, params: { min: 4, max: 16 } });
  });

  it('takes letters, digits and _ only, ignoring edge spaces', () => {
    expect(keyFor('username', 'demo 01')).toBe(`${NS}errors.format.username`);
    expect(keyFor('username', 'démo01')).toBe(`${NS}errors.format.username`);
    expect(keyFor('username', 'new-bie')).toBe(`${NS}errors.format.username`);
    expect(messageFor('username', '  new_bie01  ')).toBeNull();
  });

  it('keeps its own shape when the platform gives no pattern, and ignores a broken one', () => {
    const settings = seededSettings();
    const loose = seededSettings({ fields: { ...settings.fields, username: { enabled: true, required: true } } });
    expect(messageFor('username', 'abc', { settings: loose })).toEqual({
      key: `${NS}errors.length`,
      params: { min: 4, max: 16 },
    });
    expect(keyFor('username', 'ab cd', { settings: loose })).toBe(`${NS}errors.format.username`);
    const broken = seededSettings({
      fields: { ...settings.fields, username: { enabled: true, required: true, pattern: '([' } },
    });
    expect(keyFor('username', 'ab!cd', { settings: broken })).toBe(`${NS}errors.format.username`);
    expect(messageFor('username', 'abcd', { settings: broken })).toBeNull();
  });
});

describe('mobile number', () => {
  it('takes 7 to 20 digits', () => {
    expect(keyFor('mobileNum', '094500', { by: 'mobile' })).toBe(`${NS}errors.length`);
    expect(messageFor('mobileNum', '0945000', { by: 'mobile' })).toBeNull();
    expect(keyFor('mobileNum', '1'.repeat(21), { by: 'mobile' })).toBe(`${NS}errors.length`);
    expect(keyFor('mobileNum', '0945abc0001', { by: 'mobile' })).toBe(`${NS}errors.format.mobileNum`);
  });

  it('never allows more than 20 characters, whatever the merchant says', () => {
    const settings = seededSettings();
    const generous = seededSettings({
      fields: { ...settings.fields, mobileNum: { enabled: true, required: true, max: 40 } },
    });
    expect(messageFor('mobileNum', '1'.repeat(21), { settings: generous })).toEqual({
      key: `${NS}errors.length`,
      params: { min: 7, max: 20 },
    });
  });
});

describe('SMS code and captcha', () => {
  it('require a value with the kernel messages', () => {
    expect(keyFor('verificationCode', '', { by: 'mobile' })).toBe('validation.codeRequired');
    expect(keyFor('captcha', ' ')).toBe('validation.captchaRequired');
  });

  it('take digits only', () => {
    expect(keyFor('verificationCode', '12a456', { by: 'mobile' })).toBe('validation.numeric');
    expect(keyFor('captcha', '12a4')).toBe('validation.numeric');
    expect(keyFor('captcha', '1 34')).toBe('validation.numeric');
  });

  it('take the length the platform sets', () => {
    expect(keyFor('verificationCode', '12345', { by: 'mobile' })).toBe(`${NS}errors.exactLength`);
    expect(messageFor('verificationCode', '123456', { by: 'mobile' })).toBeNull();
    expect(keyFor('captcha', '12345')).toBe(`${NS}errors.exactLength`);
    expect(messageFor('captcha', '1234')).toBeNull();
  });

  it('never go beyond the fixed bounds: captcha 6, SMS code 10', () => {
    const settings = seededSettings();
    const wide = seededSettings({
      fields: {
        ...settings.fields,
        captcha: { enabled: true, required: true, max: 12 },
        verificationCode: { enabled: true, required: true, max: 20 },
      },
    });
    expect(messageFor('captcha', '1234567', { settings: wide })).toEqual({
      key: 'validation.maxLength',
      params: { max: 6 },
    });
    expect(messageFor('captcha', '123456', { settings: wide })).toBeNull();
    expect(messageFor('verificationCode', '1'.repeat(11), { settings: wide, by: 'mobile' })).toEqual({
      key: 'validation.codeLength',
      params: { min: 4, max: 10 },
    });
  });

  it('refuse a 3-digit SMS code with the shared rule, even where the merchant would take it', () => {
    const settings = seededSettings();
    const short = seededSettings({
      fields: { ...settings.fields, verificationCode: { enabled: true, required: false, min: 3, max: 3 } },
    });
    expect(messageFor('verificationCode', '123', { by: 'mobile' })).toEqual({
      key: 'validation.codeLength',
      params: { min: 4, max: 10 },
    });
    expect(messageFor('verificationCode', '123', { settings: short, by: 'mobile' })).toEqual({
      key: 'validation.codeLength',
      params: { min: 4, max: 10 },
    });
    expect(messageFor('verificationCode', '1234', { settings: short, by: 'mobile' })).toBeNull();
  });
});

describe('password and confirmation', () => {
  it('checks the password as typed: spaces count and are refused', () => {
    expect(keyFor('password', '')).toBe(`${NS}errors.required.password`);
    expect(keyFor('password', 'abc12')).toBe(`${NS}errors.length`);
    expect(keyFor('password', 'abc 123')).toBe(`${NS}errors.format.password`);
    expect(keyFor('password', ' abc123')).toBe(`${NS}errors.format.password`);
    expect(keyFor('password', 'a'.repeat(21))).toBe(`${NS}errors.length`);
    expect(messageFor('password', 'Secret12')).toBeNull();
  });

  it('takes printable ASCII only, whatever pattern the merchant sets', () => {
    expect(keyFor('password', '😀🎰💰😀🎰💰')).toBe(`${NS}errors.format.password`);
    expect(keyFor('password', '\u202Eمرحبا123')).toBe('validation.invisible');
    expect(keyFor('password', 'Pässwort1')).toBe(`${NS}errors.format.password`);
    const settings = seededSettings();
    const loose = seededSettings({
      fields: { ...settings.fields, password: { enabled: true, required: true, min: 6, max: 20, pattern: '^.+$' } },
    });
    expect(keyFor('password', '😀🎰💰😀🎰💰', { settings: loose })).toBe(`${NS}errors.format.password`);
    expect(messageFor('password', 'S3cr3t!#', { settings: loose })).toBeNull();
  });

  it('asks for the confirmation when it is empty', () => {
    expect(keyFor('confirmPassword', '', { others: { password: 'Secret12' } })).toBe(`${NS}errors.confirmRequired`);
    expect(keyFor('confirmPassword', '   ', { others: { password: 'Secret12' } })).toBe(`${NS}errors.confirmRequired`);
  });

  it('refuses a confirmation that differs from the password, even by case or a space', () => {
    expect(keyFor('confirmPassword', 'Secret13', { others: { password: 'Secret12' } })).toBe(
      `${NS}errors.confirmMismatch`,
    );
    expect(keyFor('confirmPassword', 'secret12', { others: { password: 'Secret12' } })).toBe(
      `${NS}errors.confirmMismatch`,
    );
    expect(keyFor('confirmPassword', 'Secret12 ', { others: { password: 'Secret12' } })).toBe(
      `${NS}errors.confirmMismatch`,
    );
    expect(messageFor('confirmPassword', 'Secret12', { others: { password: 'Secret12' } })).toBeNull();
  });

  it('builds the confirmation rules from the current values, so a new password re-checks it', () => {
    const rules = toFieldRules(registrationFields(seededSettings(), 'username', TODAY)).confirmPassword;
    if (typeof rules !== 'function') throw new Error('the confirmation must read the password');
    const values = { ...emptyValues(), password: 'Secret12', confirmPassword: 'Secret12' };
    expect(check('Secret12', rules(values))).toBeNull();
    expect(check('Secret12', rules({ ...values, password: 'Secret123' }))?.key).toBe(`${NS}errors.confirmMismatch`);
  });
});

describe('e-mail', () => {
  it('needs the simple e-mail shape', () => {
    for (const bad of [
      'demo',
      'demo@',
      'demo@example',
      'demo@example.c',
      'de mo@example.com',
      'demo@@example.com',
      'demo@example.comm.x',
    ]) {
      expect(keyFor('email', bad)).toBe(`${NS}errors.format.email`);
    }
    for (const good of ['demo@example.com', 'first.last@mail.example.co.uk', ' demo01@example.com ']) {
      expect(messageFor('email', good)).toBeNull();
    }
  });

  it('stays under 255 characters even when the merchant allows more', () => {
    const settings = seededSettings();
    const wide = seededSettings({
      fields: { ...settings.fields, email: { enabled: true, required: false, max: 500 } },
    });
    const long = `${'a'.repeat(243)}@example.com`;
    expect(long).toHaveLength(255);
    expect(messageFor('email', long, { settings: wide })).toEqual({
      key: 'validation.maxLength',
      params: { max: 254 },
    });
    expect(messageFor('email', long.slice(1), { settings: wide })).toBeNull();
  });

  it('takes the merchant max when lower', () => {
    expect(messageFor('email', `${'a'.repeat(89)}@example.com`)).toEqual({
      key: 'validation.maxLength',
      params: { max: 100 },
    });
  });
});

describe('other fields', () => {
  it.each(['nickname', 'payeeName'] as const)(
    '%s takes letters, marks and digits of any script, never invisible controls',
    (name) => {
      expect(keyFor(name, '\u202EVIP')).toBe('validation.invisible');
      expect(keyFor(name, 'Ko\u200BKo')).toBe('validation.invisible');
      expect(keyFor(name, 'Lucky😀')).toBe(`${NS}errors.format.name`);
      expect(messageFor(name, 'မောင်မောင်')).toBeNull();
      expect(messageFor(name, 'Nguyễn Văn A')).toBeNull();
      expect(messageFor(name, "O'Brien-Smith")).toBeNull();
      const settings = seededSettings();
      const loose = seededSettings({
        fields: { ...settings.fields, [name]: { enabled: true, required: false, max: 50, pattern: '^.*$' } },
      });
      expect(keyFor(name, '\u202EVIP', { settings: loose })).toBe('validation.invisible');
      expect(keyFor(name, 'Lucky😀', { settings: loose })).toBe(`${NS}errors.format.name`);
    },
  );

  it('refuse invisible controls in every free-text field', () => {
    expect(keyFor('email', 'demo\u202E@example.com')).toBe('validation.invisible');
    expect(keyFor('affiliateCode', 'AFF\u200D2024')).toBe('validation.invisible');
    expect(keyFor('username', 'demo\u202E01')).toBe('validation.invisible');
  });

  it('bound the nickname by the settings', () => {
    expect(messageFor('nickname', 'n'.repeat(21))).toEqual({ key: 'validation.maxLength', params: { max: 20 } });
    expect(messageFor('nickname', 'n'.repeat(20))).toBeNull();
  });

  it('check the invitation code shape', () => {
    expect(keyFor('affiliateCode', 'AFF-2024')).toBe(`${NS}errors.format.other`);
    expect(messageFor('affiliateCode', 'AFF2024')).toBeNull();
  });

  it('check QQ digits and WhatsApp numbers once enabled', () => {
    const settings = seededSettings();
    const social = seededSettings({
      fields: {
        ...settings.fields,
        qqNum: { enabled: true, required: false, min: 5, max: 12, pattern: '^\\d+$' },
        whatsapp: { enabled: true, required: false },
      },
    });
    expect(keyFor('qqNum', '12345a', { settings: social })).toBe(`${NS}errors.format.digits`);
    expect(keyFor('qqNum', '1234', { settings: social })).toBe(`${NS}errors.length`);
    expect(messageFor('qqNum', '123456', { settings: social })).toBeNull();
    expect(keyFor('whatsapp', '+95 977', { settings: social })).toBe(`${NS}errors.format.phone`);
    expect(messageFor('whatsapp', '+95977123456', { settings: social })).toBeNull();
  });
});

describe('date of birth', () => {
  it('is required when the settings say so', () => {
    expect(keyFor('birthday', '')).toBe(`${NS}errors.required.birthday`);
  });

  it('passes on the 18th birthday and fails the day before', () => {
    expect(messageFor('birthday', '2006-06-15')).toBeNull();
    expect(messageFor('birthday', '2006-06-16')).toEqual({ key: `${NS}errors.underAge`, params: { age: 18 } });
  });

  it('passes on the 21st birthday and fails the day before where the merchant asks 21', () => {
    const settings = seededSettings({ minAge: 21 });
    expect(messageFor('birthday', '2003-06-15', { settings })).toBeNull();
    expect(messageFor('birthday', '2003-06-16', { settings })).toEqual({
      key: `${NS}errors.underAge`,
      params: { age: 21 },
    });
    expect(messageFor('birthday', '2006-06-15', { settings })).toEqual({
      key: `${NS}errors.underAge`,
      params: { age: 21 },
    });
  });

  it('refuses a birth more than 120 years ago, such as 1800-01-01', () => {
    expect(messageFor('birthday', '1800-01-01')).toEqual({ key: `${NS}errors.birthdayTooOld`, params: { max: 120 } });
    expect(messageFor('birthday', '1903-06-15')).toEqual({ key: `${NS}errors.birthdayTooOld`, params: { max: 120 } });
    expect(messageFor('birthday', '1903-06-16')).toBeNull();
  });

  it('refuses a day that does not exist or has not come yet', () => {
    expect(keyFor('birthday', '2001-02-29')).toBe(`${NS}errors.birthday`);
    expect(keyFor('birthday', '2024-06-16')).toBe(`${NS}errors.birthday`);
    expect(keyFor('birthday', 'yesterday')).toBe(`${NS}errors.birthday`);
  });

  it('still checks the age when the date is optional', () => {
    const settings = seededSettings();
    const optional = seededSettings({ fields: { ...settings.fields, birthday: { enabled: true, required: false } } });
    expect(messageFor('birthday', '', { settings: optional })).toBeNull();
    expect(keyFor('birthday', '2010-01-01', { settings: optional })).toBe(`${NS}errors.underAge`);
  });
});
