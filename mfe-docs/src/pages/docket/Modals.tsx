import { useState } from 'react';
import {
  DEFAULT_HARMONIZED_CATEGORY,
  DOCUMENT_MSG,
  HARMONIZED_CATEGORIES,
  harmonizedLabelFormSchema,
  pickupRequestFormSchema,
  type HarmonizedLabelForm,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  FormSelectField,
  FormTextField,
  Modal,
  SchemaForm,
  useApiMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';

export type CnChoice = 'cn22' | 'cn23';

/** The CN22/23 chooser (001 §2.14): by value (CN22 up to 300 SDR, CN23 above) or all CN23. */
export function CnChooserModal({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (type: CnChoice, action: 'view' | 'download') => void;
}) {
  const [choice, setChoice] = useState<CnChoice>('cn22');
  return (
    <Modal
      open={open}
      title="Print CN22 / CN23"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => onChoose(choice, 'download')}>
            Download
          </Button>
          <Button onClick={() => onChoose(choice, 'view')}>View</Button>
        </>
      }
    >
      <fieldset className="dk-choice">
        <legend className="ed-sr-only">Customs declaration form</legend>
        <label className="dk-choice__item">
          <input
            type="radio"
            name="cn"
            value="cn22"
            checked={choice === 'cn22'}
            onChange={() => setChoice('cn22')}
          />
          <span>
            <strong>CN22 / CN23 by value</strong>
            <span className="ed-muted">CN22 for parcels up to 300 SDR, CN23 above.</span>
          </span>
        </label>
        <label className="dk-choice__item">
          <input
            type="radio"
            name="cn"
            value="cn23"
            checked={choice === 'cn23'}
            onChange={() => setChoice('cn23')}
          />
          <span>
            <strong>CN23 for every parcel</strong>
            <span className="ed-muted">The detailed declaration, whatever the value.</span>
          </span>
        </label>
      </fieldset>
    </Modal>
  );
}

/** How to edit the IBM workbook before India Post takes it (001 §2.14 "IBM file instructions"). */
export function IbmInstructionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="IBM file instructions"
      onClose={onClose}
      footer={<Button onClick={onClose}>Got it</Button>}
    >
      <ol className="dk-steps">
        <li>Download the International Bulk Mail (IBM) workbook of this docket.</li>
        <li>
          Open it in Excel and correct the rows India Post asks you to change. Keep the sheet, the column
          headings and their order as they are.
        </li>
        <li>Save it as an Excel workbook (.xlsx or .xls).</li>
        <li>
          Upload the edited file here. It replaces any edited file uploaded before; the edited file can then
          be downloaded again from this page.
        </li>
      </ol>
    </Modal>
  );
}

/** Harmonized label: category and mailing date; Generate disabled unless both are set (001 §5). */
export function HarmonizedLabelModal({
  open,
  onClose,
  onGenerate,
}: {
  open: boolean;
  onClose: () => void;
  onGenerate: (category: string, mailingDate: string) => Promise<void>;
}) {
  const form = useSchemaForm(harmonizedLabelFormSchema, {
    category: DEFAULT_HARMONIZED_CATEGORY as string,
    mailingDate: '',
  });
  const [error, setError] = useState<string | null>(null);
  // Any failure of the label reads the spec's own text.
  const make = useApiMutation((v: HarmonizedLabelForm) => onGenerate(v.category, v.mailingDate), {
    onFailure: () => (setError(DOCUMENT_MSG.harmonizedFailed), true),
  });
  const [category, date] = form.watch(['category', 'mailingDate']);
  const ready = Boolean(category && date);
  function submit(v: HarmonizedLabelForm) {
    setError(null);
    void make.run(v);
  }
  return (
    <Modal
      open={open}
      title="Harmonized label"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="harmonized-form" disabled={!ready} busy={make.busy}>
            Generate
          </Button>
        </>
      }
    >
      <SchemaForm form={form} id="harmonized-form" className="ed-stack" onValid={submit}>
        {error && <Alert kind="error">{error}</Alert>}
        <FormSelectField
          label="Category of item"
          name="category"
          required
          placeholder="Select a category"
          options={HARMONIZED_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <FormTextField label="Mailing date" name="mailingDate" type="date" required />
      </SchemaForm>
    </Modal>
  );
}

/**
 * Request the pickup of the docket's parcels on a day (today in India or later), or move the date.
 * The schema hands on the DD-MM-YYYY the pickup call takes; a refusal shows in the dialog's alert.
 */
export function PickupRequestModal({
  open,
  current,
  onClose,
  onRequest,
}: {
  open: boolean;
  current: string | null;
  onClose: () => void;
  onRequest: (pickupDate: string) => Promise<void>;
}) {
  const form = useSchemaForm(pickupRequestFormSchema, { pickupDate: '' });
  const [error, setError] = useState<string | null>(null);
  const request = useApiMutation(onRequest, { onFailure: (f) => (setError(f.message), true) });
  // The date's own message shows under it: one alert in the dialog at a time.
  const date = form.watch('pickupDate');
  function submit(v: { pickupDate: string }) {
    setError(null);
    void request.run(v.pickupDate);
  }
  return (
    <Modal
      open={open}
      title={current ? 'Change the pickup date' : 'Request pickup'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="pickup-form" disabled={!date} busy={request.busy}>
            {current ? 'Change date' : 'Request pickup'}
          </Button>
        </>
      }
    >
      <SchemaForm
        form={form}
        id="pickup-form"
        className="ed-stack"
        onValid={submit}
        onInvalid={() => setError(null)}
      >
        {current && <p className="ed-muted">Scheduled for {current}.</p>}
        {error && <Alert kind="error">{error}</Alert>}
        <FormTextField label="Pickup date" name="pickupDate" type="date" required />
      </SchemaForm>
    </Modal>
  );
}
