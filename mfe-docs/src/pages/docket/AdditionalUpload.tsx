import { useRef } from 'react';
import {
  additionalDocumentFormSchema,
  DOCUMENT_LIMITS,
  DOCUMENT_MSG,
  type AdditionalDocumentForm,
  type StoredFile,
} from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  FormTextField,
  SchemaForm,
  useApiMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { uploadAdditional } from './docketCalls';

const EMPTY: AdditionalDocumentForm = { desc: '', files: [] };

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
  const form = useSchemaForm(additionalDocumentFormSchema, EMPTY);
  const upload = useApiMutation(
    (v: { file: File; desc: string }) => uploadAdditional(docket, v.file, v.desc),
    {
      // Any other refusal stays in the form, in the server's words, until the next try.
      show: 'inline',
      success: (r) => r.message ?? 'File uploaded.',
      // The spec's two messages go under their fields, as when checked here.
      onFailure: (f) => {
        if (f.message === DOCUMENT_MSG.description)
          return (form.setError('desc', { message: f.message }), true);
        if (f.message === DOCUMENT_MSG.noFile) return (form.setError('files', { message: f.message }), true);
      },
      onSuccess: (r) => {
        form.reset(EMPTY);
        if (fileRef.current) fileRef.current.value = '';
        if (r.data) onUploaded(r.data);
      },
    },
  );

  // The spec's two field messages show under their fields; every other refusal under the form.
  const fieldMessages: string[] = [DOCUMENT_MSG.description, DOCUMENT_MSG.noFile];
  const refusal = upload.failure && !fieldMessages.includes(upload.failure.message) ? upload.failure : null;
  const fileError = form.formState.errors.files?.message;

  return (
    <SchemaForm
      form={form}
      className="dk-upload"
      onValid={(v) => void upload.run({ file: v.files[0], desc: v.desc })}
      aria-label="Upload additional document"
    >
      <FormTextField
        name="desc"
        label="Description"
        maxLength={DOCUMENT_LIMITS.descriptionMax}
        hint={`min ${DOCUMENT_LIMITS.descriptionMin}, max ${DOCUMENT_LIMITS.descriptionMax}`}
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
          onChange={(e) => {
            form.setValue('files', Array.from(e.target.files ?? []).slice(0, 1));
            form.clearErrors('files');
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
    </SchemaForm>
  );
}
