import { useId } from 'react';
import './records.css';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/** A labelled choice for a report's own filter bar (status, type, vendor), styled like the kernel's fields. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="mc-field__row">
        <select
          id={id}
          className="mc-field__input mc-record-select"
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
