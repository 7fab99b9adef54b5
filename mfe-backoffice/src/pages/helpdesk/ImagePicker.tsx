import { useId, useState } from 'react';
import { HELPDESK_IMAGE_LIMITS, HELPDESK_MSG, type HelpdeskImage } from '@exportdesk/core';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error('Error while reading file, try again'));
    r.readAsDataURL(file);
  });

/** "an image upload (multiple, images only)"; the server checks the bytes again. */
export function ImagePicker({
  value,
  onChange,
}: {
  value: HelpdeskImage[];
  onChange: (v: HelpdeskImage[]) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  async function add(files: FileList | null) {
    setError(null);
    const picked = Array.from(files ?? []);
    if (value.length + picked.length > HELPDESK_IMAGE_LIMITS.maxFiles)
      return setError(HELPDESK_MSG.tooManyImages);
    if (picked.some((f) => !(HELPDESK_IMAGE_LIMITS.types as readonly string[]).includes(f.type)))
      return setError(HELPDESK_MSG.onlyImages);
    if (picked.some((f) => f.size > HELPDESK_IMAGE_LIMITS.maxBytes))
      return setError(HELPDESK_MSG.imageTooLarge);
    try {
      const read = await Promise.all(
        picked.map(async (f) => ({ fileName: f.name, fileType: f.type, base64: await readAsDataUrl(f) })),
      );
      onChange([...value, ...read]);
    } catch (e) {
      setError((e as Error).message);
    }
  }

  return (
    <div className="ed-field">
      <label className="ed-field__label" htmlFor={id}>
        Screenshots (optional)
      </label>
      <input
        id={id}
        type="file"
        accept={HELPDESK_IMAGE_LIMITS.types.join(',')}
        multiple
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
      />
      <span className="ed-field__hint">Up to {HELPDESK_IMAGE_LIMITS.maxFiles} images, 1 MB each.</span>
      {error && (
        <span className="ed-field__error" role="alert">
          {error}
        </span>
      )}
      {value.length > 0 && (
        <ul className="ed-row" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {value.map((img, i) => (
            <li key={`${img.fileName}-${i}`} className="ed-row" style={{ gap: 4, alignItems: 'center' }}>
              <img
                src={img.base64}
                alt={img.fileName}
                width={48}
                height={48}
                style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid var(--ed-border)' }}
              />
              <button
                type="button"
                className="ed-icon-btn"
                aria-label={`Remove ${img.fileName}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
