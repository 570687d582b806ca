import type { TextFieldProps } from '@mc/shared-kernel';
import type { RegisterField } from './registration-rules';

type InputProps = Pick<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'revealable'
>;

const secret: InputProps = { type: 'password', revealable: true, autoComplete: 'new-password' };
const plain: InputProps = { autoCapitalize: 'none', spellCheck: false };

/** The keyboard, autofill and masking each field asks the phone for. */
export const FIELD_INPUTS: Record<RegisterField, InputProps> = {
  username: { ...plain, autoComplete: 'username' },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  password: secret,
  confirmPassword: secret,
  paymentPassword: { ...secret, autoComplete: 'off' },
  idNumber: { ...plain, autoComplete: 'off' },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
  facebook: plain,
  wechat: plain,
  line: plain,
  whatsapp: { type: 'tel', autoComplete: 'off' },
  zalo: { type: 'tel', autoComplete: 'off' },
  email: { ...plain, type: 'email', autoComplete: 'email' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  recommenderId: { ...plain, autoComplete: 'off' },
  affiliateCode: { ...plain, autoComplete: 'off' },
  birthday: { type: 'date', autoComplete: 'bday' },
  captcha: { inputMode: 'numeric', autoComplete: 'off' },
};
