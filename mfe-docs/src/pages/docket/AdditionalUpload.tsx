import { useRef, useState, type FormEvent } from 'react';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MSG,
  documentDescription,
  LABELLED,
  type StoredFile,
} from '@exportdesk/core';
import { Button, FailureAlert, TextField, useApiMutation } from '@exportdesk/portal-kit';
import { uploadAdditional } from './docketCalls';

/**
 * Upload of an additional document (001 §5 "Docket detail"): PDF only, a description of 5 to 40
 * characters. The spec's two messages are checked here and shown the same way when the server
 * answers them; any other refusal shows the server's message.
 */
export function AdditionalUpload({
  docket,
  onUploaded,
}: {
  docket: string;
  onUploaded: (f: StoredFile) => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [desc, setDesc] = useState('');
  const [descError, setDescError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const upload = useApiMutation(
    (v: { file: File; desc: string }) => uploadAdditional(docket, v.file, v.desc),
    {
      // Any other refusal stays in the form, in the server's words, until the next try.
      show: 'inline',
      success: (r) => r.message ?? 'File uploaded.',
      // The spec's two messages go under their fields, as when checked here.
      onFailure: (f) => {
        if (f.message === DOCUMENT_MSG.description) return (setDescError(f.message), true);
        if (f.message === DOCUMENT_MSG.noFile) return (setFileError(f.message), true);
      },
      onSuccess: (r) => {
        setDesc('');
        if (fileRef.current) fileRef.current.value = '';
        if (r.data) onUploaded(r.data);
      },
    },
  );

  // The spec's two field messages show under their fields; every other refusal under the form.
  const fieldMessages: string[] = [DOCUMENT_MSG.description, DOCUMENT_MSG.noFile];
  const refusal = upload.failure && !fieldMessages.includes(upload.failure.message) ? upload.failure : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    const d = documentDescription.safeParse(desc, LABELLED);
    setDescError(d.success ? undefined : DOCUMENT_MSG.description);
    setFileError(file ? undefined : DOCUMENT_MSG.noFile);
    if (!d.success || !file) return;
    void upload.run({ file, desc: d.data });
  }

  return (
    <form className="dk-upload" onSubmit={submit} noValidate aria-label="Upload additional document">
      <TextField
        label="Description"
        name="desc"
        value={desc}
        maxLength={DOCUMENT_LIMITS.descriptionMax}
        hint={`min ${DOCUMENT_LIMITS.descriptionMin}, max ${DOCUMENT_LIMITS.descriptionMax}`}
        error={descError}
        onChange={(e) => {
          setDesc(e.target.value);
          if (descError && documentDescription.safeParse(e.target.value, LABELLED).success)
            setDescError(undefined);
        }}
      />
      <div className="ed-field">
        <label className="ed-field__label" htmlFor="dk-additional-file">
          PDF file
        </label>
        <input
          id="dk-additional-file"
          ref={fileRef}
          name="file"
          type="file"
          accept="application/pdf"
          className="ed-input dk-file"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'dk-additional-file-err' : 'dk-additional-file-hint'}
          onChange={() => {
            setFileError(undefined);
            upload.reset();
          }}
        />
        {fileError ? (
          <span id="dk-additional-file-err" className="ed-field__error" role="alert">
            {fileError}
          </span>
        ) : (
          <span id="dk-additional-file-hint" className="ed-field__hint">
            PDF only, up to 1 MB
          </span>
        )}
      </div>
      <div className="dk-upload__go">
        <Button type="submit" busy={upload.busy}>
          Upload
        </Button>
      </div>
      {refusal && (
        <div className="dk-upload__refusal">
          <FailureAlert failure={refusal} />
        </div>
      )}
    </form>
  );
}
