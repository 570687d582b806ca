import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleFailure } from '@mc/shared-kernel';
import { NS } from './i18n/namespace';

/** Pictures people upload (receipts, promotion applications, feedback, a profile picture). */
export const IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;

/** PNG and JPEG by their first bytes: a file renamed to .png is not a picture. */
function looksLikeImage(head: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 8);
  // jsdom's Blob has no arrayBuffer(); a FileReader reads it everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** Why a file may not be uploaded, or null: PNG or JPEG (type and content), at most 5 MB. */
export async function checkImageFile(file: File): Promise<RuleFailure | null> {
  if (!(IMAGE_LIMITS.types as readonly string[]).includes(file.type)) return { key: `${NS}:type` };
  if (file.size > IMAGE_LIMITS.maxBytes)
    return { key: `${NS}:size`, params: { mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 } };
  if (file.size === 0 || !looksLikeImage(await headOf(file))) return { key: `${NS}:type` };
  return null;
}

interface ImagePickerProps {
  label: string;
  /** How many pictures at most (1: choosing again replaces it). */
  max: number;
  files: readonly File[];
  onChange(files: File[]): void;
  /** A message from the form (required, or the platform refused the upload). */
  error?: RuleFailure | null;
  requiredMark?: boolean;
}

/**
 * Choose pictures, see them, remove or replace them. A file that is not a PNG/JPEG of at most 5 MB is
 * refused with a message under the field and the pictures already chosen stay.
 */
export function ImagePicker({ label, max, files, onChange, error, requiredMark }: ImagePickerProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<RuleFailure | null>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    let failure: RuleFailure | null = null;
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = await checkImageFile(file);
      if (problem) failure ??= problem;
      else accepted.push(file);
    }
    const next = max === 1 ? accepted.slice(-1) : [...files, ...accepted];
    if (next.length > max) failure ??= { key: `${NS}:count`, params: { max } };
    setRefused(failure);
    if (accepted.length > 0) onChange(next.slice(0, max));
  };

  const shown = refused ?? error ?? null;
  const full = max > 1 && files.length >= max;
  return (
    <div className="mc-field mc-images">
      <span className="mc-field__label" id={`${id}-label`}>
        {label}
        {requiredMark ? (
          <span className="mc-field__required" aria-hidden>
            *
          </span>
        ) : null}
      </span>
      {previews.length > 0 ? (
        <ul className="mc-images__list" aria-labelledby={`${id}-label`}>
          {previews.map(({ file, url }, index) => (
            <li key={url} className="mc-images__item">
              <img className="mc-images__preview" src={url} alt={t('preview', { index: index + 1, name: file.name })} />
              <button
                type="button"
                className="mc-btn mc-images__remove"
                aria-label={t('remove', { index: index + 1, name: file.name })}
                onClick={() => {
                  setRefused(null);
                  onChange(files.filter((f) => f !== file));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <>
          <input
            ref={input}
            id={id}
            className="mc-images__input"
            type="file"
            accept={IMAGE_LIMITS.types.join(',')}
            multiple={max > 1}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={`${id}-hint ${id}-error`}
            aria-invalid={shown ? true : undefined}
            aria-required={requiredMark || undefined}
            onChange={(event) => void pick(event)}
          />
          <label className="mc-btn mc-images__choose" htmlFor={id} id={`${id}-button`}>
            {t(files.length > 0 && max === 1 ? 'replace' : 'choose')}
          </label>
        </>
      )}
      <p className="mc-images__hint" id={`${id}-hint`}>
        {t('hint', { max, mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 })}
      </p>
      <p className="mc-field__error" id={`${id}-error`} role={shown ? 'alert' : undefined}>
        {shown ? t(shown.key, shown.params) : ''}
      </p>
    </div>
  );
}
