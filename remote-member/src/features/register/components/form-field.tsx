import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type FormFields } from '@mc/shared-kernel';
import { FIELD_INPUTS } from '../field-inputs';
import type { RegisterField } from '../registration-rules';

export interface FormFieldProps {
  name: RegisterField;
  required: boolean;
  form: FormFields<RegisterField>;
  trailing?: ReactNode;
  /** Earliest and latest date a date field accepts (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
}

/** One registration field: its label, required star, keyboard and the message under it. */
export function FormField({ name, required, form, trailing, min, max }: FormFieldProps) {
  const { t } = useTranslation('member-register');
  return (
    <TextField
      {...FIELD_INPUTS[name]}
      name={name}
      label={t(`fields.${name}.label`)}
      placeholder={t(`fields.${name}.placeholder`)}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.change(name, value)}
      onBlur={() => form.blur(name)}
      requiredMark={required}
      trailing={trailing}
      min={min}
      max={max}
    />
  );
}
