import { useEffect, useState } from 'react';
import {
  EDF_ACU,
  EDF_AMOUNT_FIELDS,
  EDF_CATEGORIES,
  EDF_DECLARATIONS,
  EDF_DEFAULTS,
  EDF_MODES,
  EDF_NATURES,
  edfDetailsSchema,
  isCalculatorKeyAllowed,
  sanitizeCalculatorNumber,
  type EdfDetails,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  FormSelectField,
  FormTextArea,
  FormTextField,
  Loading,
  Modal,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { loadEdf, saveEdf } from './docketCalls';

type Form = Record<string, string>;

const AMOUNT_LABEL: Record<(typeof EDF_AMOUNT_FIELDS)[number], string> = {
  freight: 'Freight',
  insurance: 'Insurance',
  commission: 'Commission',
  discount: 'Discount',
  packing: 'Packing charges',
  deduction: 'Other deductions',
};
const codes = (m: Readonly<Record<string, string>>) =>
  Object.entries(m).map(([value, label]) => ({ value, label: `${value} ${label}` }));
const list = (l: readonly string[]) => l.map((v) => ({ value: v, label: v }));

/** Saved dates are DD-MM-YYYY (or YYYY-MM-DD); a date input wants YYYY-MM-DD. */
const toInput = (s: string) => (/^\d{2}-\d{2}-\d{4}$/.test(s) ? s.split('-').reverse().join('-') : s);
/** "empty dates are sent as empty strings"; others as DD-MM-YYYY (001 §9). */
const toWire = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? s.split('-').reverse().join('-') : s);

const asForm = (d: Record<string, unknown>): Form => {
  const f: Form = {};
  for (const [k, v] of Object.entries({ ...EDF_DEFAULTS, ...d })) f[k] = String(v ?? '');
  f.rbiApprovalDate = toInput(f.rbiApprovalDate);
  f.receiptDate = toInput(f.receiptDate);
  return f;
};

export interface EdfModalProps {
  docket: string;
  invoiceNo: string | null;
  /** actions has 'submit-edf' */
  canSubmit: boolean;
  onClose: () => void;
  onSaved: (invoiceNo: string) => void;
}

/**
 * The RBI EDF details form of one invoice (001 §3 "EDF details form", §5, §8, §9): code lists,
 * defaults and checks from core; lookup failure shows the server's error and resets to defaults.
 */
export function EdfModal({ docket, invoiceNo, canSubmit, onClose, onSaved }: EdfModalProps) {
  // The payload's schema checks the form as typed (it takes the date picker's YYYY-MM-DD too).
  const form = useSchemaForm(edfDetailsSchema, asForm({}));
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A failed lookup shows the server's error and resets the form to the defaults.
  const saved = useApiQuery(['edf', docket, invoiceNo], () => loadEdf(docket, invoiceNo ?? ''), {
    enabled: invoiceNo !== null,
    toastFailure: true,
  });
  const isUpdate = saved.data?.isEdfDetails ?? false;
  useEffect(() => {
    setLoaded(false);
    setError(null);
  }, [docket, invoiceNo]);
  useEffect(() => {
    if (saved.fetching) return;
    if (saved.data) form.reset(asForm(saved.data.edfDetails as unknown as Record<string, unknown>));
    else if (saved.failure) form.reset(asForm({}));
    setLoaded(Boolean(saved.data || saved.failure));
  }, [saved.data, saved.failure?.message, saved.fetching]);
  const save = useApiMutation(
    (v: { invoiceNo: string; wire: Form }) => saveEdf(docket, v.invoiceNo, v.wire),
    {
      success: (r) => r.message ?? 'EDF details saved.',
      onFailure: (f) => (setError(f.message), true),
      onSuccess: (_r, v) => onSaved(v.invoiceNo),
    },
  );

  const readOnly = !canSubmit;

  function submit(v: EdfDetails) {
    if (!invoiceNo || !canSubmit) return;
    const wire: Form = {
      ...v,
      rbiApprovalDate: toWire(v.rbiApprovalDate),
      receiptDate: toWire(v.receiptDate),
    };
    setError(null);
    void save.run({ invoiceNo, wire });
  }

  const formId = 'edf-form';
  return (
    <Modal
      open={invoiceNo !== null}
      size="lg"
      title={`RBI EDF details · Invoice ${invoiceNo ?? ''}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {canSubmit && loaded && (
            <Button type="submit" form={formId} busy={save.busy}>
              {isUpdate ? 'Update' : 'Submit'}
            </Button>
          )}
        </>
      }
    >
      {!loaded ? (
        <Loading />
      ) : (
        <SchemaForm form={form} id={formId} className="dk-edf" onValid={submit} aria-label="RBI EDF details">
          {readOnly && (
            <Alert kind="info">EDF details can be viewed here; your role does not submit them.</Alert>
          )}
          {error && <Alert kind="error">{error}</Alert>}
          <fieldset className="dk-edf__group" disabled={readOnly}>
            <legend>Form and approval</legend>
            <FormTextField name="formNo" label="Form No." maxLength={40} />
            <FormTextField name="rbiApprovalNo" label="RBI approval No." maxLength={40} />
            <FormTextField name="rbiApprovalDate" label="RBI approval date" type="date" />
          </fieldset>
          <fieldset className="dk-edf__group" disabled={readOnly}>
            <legend>Exporter and contract</legend>
            <FormSelectField
              name="categoryOfExporter"
              label="Category of exporter"
              options={codes(EDF_CATEGORIES)}
            />
            <FormSelectField
              name="natureOfContract"
              label="Nature of contract"
              options={codes(EDF_NATURES)}
            />
            <FormSelectField name="modeOfRealisation" label="Mode of realisation" options={list(EDF_MODES)} />
            <FormSelectField
              name="exporterDeclaration"
              label="Exporter declaration"
              options={list(EDF_DECLARATIONS)}
            />
            <FormSelectField name="acuPayment" label="ACU payment" options={list(EDF_ACU)} />
          </fieldset>
          <fieldset className="dk-edf__group" disabled={readOnly}>
            <legend>Third party and receipt</legend>
            <FormTextField name="thirdPartyName" label="Third party name" maxLength={120} />
            <FormTextArea
              name="thirdPartyAddress"
              label="Third party address"
              maxLength={300}
              className="dk-edf__wide"
            />
            <FormTextField name="receiptNumber" label="Receipt number" maxLength={40} />
            <FormTextField name="receiptDate" label="Receipt date" type="date" />
          </fieldset>
          <fieldset className="dk-edf__group" disabled={readOnly}>
            <legend>Amounts in foreign currency</legend>
            {EDF_AMOUNT_FIELDS.map((k) => (
              <FormTextField
                key={k}
                label={AMOUNT_LABEL[k]}
                name={k}
                inputMode="decimal"
                autoComplete="off"
                hint="Digits, dot and space only"
                maxLength={20}
                // "EDF amount fields accept digits, dot and space only" (001 §5): core's key rule.
                onKeyDown={(e) => !isCalculatorKeyAllowed(e) && e.preventDefault()}
                normalize={sanitizeCalculatorNumber}
              />
            ))}
          </fieldset>
        </SchemaForm>
      )}
    </Modal>
  );
}
