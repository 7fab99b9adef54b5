import { useId, useState, type FormEvent } from 'react';
import { RATE_CARD_MAX_BYTES, type CarrierId } from '@exportdesk/core';
import { Alert, Button } from '@exportdesk/portal-kit';
import {
  CARRIER_OPTIONS,
  isCardFileName,
  LABEL_OPTIONS,
  MSG_FILE_TYPE,
  RATE_CARD_ACCEPT,
  serviceOptions,
} from './cardOptions';
import type { CardLabel, UploadInput } from './cardsApi';

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <div className="ed-field">
      <label className="ed-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="ed-input" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface CardTarget {
  carrier: CarrierId;
  service: string;
}

/** Carrier, service, label and the spreadsheet; "Preview" sends it for checking (nothing is published). */
export function UploadForm({
  target,
  onTarget,
  onPreview,
  busy,
}: {
  target: CardTarget;
  onTarget: (t: CardTarget) => void;
  onPreview: (u: UploadInput) => void;
  busy: boolean;
}) {
  const fileId = useId();
  const [label, setLabel] = useState<CardLabel>('official');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pickFile = (f: File | null) => {
    setFile(f);
    setProblem(
      !f
        ? null
        : !isCardFileName(f.name)
          ? MSG_FILE_TYPE
          : f.size > RATE_CARD_MAX_BYTES
            ? 'A rate card file may be at most 5 MB.'
            : null,
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file && !problem) onPreview({ ...target, label, file });
  };

  return (
    <form className="ed-card ru-form" onSubmit={submit} aria-label="Upload a rate card">
      <Select
        label="Carrier"
        value={target.carrier}
        options={CARRIER_OPTIONS}
        onChange={(carrier) => onTarget({ carrier, service: serviceOptions(carrier)[0].value })}
      />
      <Select
        label="Service"
        value={target.service}
        options={serviceOptions(target.carrier)}
        onChange={(service) => onTarget({ ...target, service })}
      />
      <Select label="Label" value={label} options={LABEL_OPTIONS} onChange={setLabel} />
      <div className="ed-field ru-file">
        <label className="ed-field__label" htmlFor={fileId}>
          Rate card file (.xlsx or .csv)
        </label>
        <input
          id={fileId}
          type="file"
          className="ed-input"
          accept={RATE_CARD_ACCEPT}
          onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" className="ru-submit" disabled={!file || !!problem} busy={busy}>
        Preview
      </Button>
      {problem && (
        <div className="ru-wide">
          <Alert kind="error">{problem}</Alert>
        </div>
      )}
      <p className="ed-muted ru-wide ru-help">
        Columns:{' '}
        <code>
          destination, first_slab_g, first_slab_inr, additional_slab_g, additional_slab_inr, max_weight_g
        </code>{' '}
        (optional cap), or the gazette's <code>country, first_50g_inr, each_additional_50g_inr</code>. A zone
        map has <code>zone, country</code>.
      </p>
    </form>
  );
}
