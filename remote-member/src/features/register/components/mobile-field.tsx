import type { FormFields } from '@mc/shared-kernel';
import type { RegisterField } from '../registration-rules';
import { CountryPicker } from './country-picker';
import { FormField } from './form-field';

/** The mobile number with its country dialing code beside it. */
export function MobileField({
  required,
  form,
  country,
  onCountry,
}: {
  required: boolean;
  form: FormFields<RegisterField>;
  country: string;
  onCountry: (code: string) => void;
}) {
  return (
    <div className="mem-reg__mobile">
      <CountryPicker country={country} onChange={onCountry} />
      <div className="mem-reg__number">
        <FormField name="mobileNum" required={required} form={form} />
      </div>
    </div>
  );
}
