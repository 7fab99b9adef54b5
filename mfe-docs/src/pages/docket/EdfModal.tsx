import { useEffect, useState, type FormEvent } from 'react';
import {
  EDF_ACU,
  EDF_AMOUNT_FIELDS,
  EDF_CATEGORIES,
  EDF_DECLARATIONS,
  EDF_DEFAULTS,
  EDF_MODES,
  EDF_NATURES,
  edfDetailsSchema,
  firstIssueMessage,
  isCalculatorKeyAllowed,
  sanitizeCalculatorNumber,
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  Loading,
  Modal,
  SelectField,
  TextArea,
  TextField,
  useApiMutation,
  useApiQuery,
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
  const [form, setForm] = useState<Form | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A failed lookup shows the server's error and resets the form to the defaults.
  const saved = useApiQuery(['edf', docket, invoiceNo], () => loadEdf(docket, invoiceNo ?? ''), {
    enabled: invoiceNo !== null,
    toastFailure: true,
  });
  const isUpdate = saved.data?.isEdfDetails ?? false;
  useEffect(() => {
    setForm(null);
    setError(null);
  }, [docket, invoiceNo]);
  useEffect(() => {
    if (saved.fetching) return;
    if (saved.data) setForm(asForm(saved.data.edfDetails as unknown as Record<string, unknown>));
    else if (saved.failure) setForm(asForm({}));
  }, [saved.data, saved.failure?.message, saved.fetching]);
  const save = useApiMutation(
    (v: { invoiceNo: string; wire: Form }) => saveEdf(docket, v.invoiceNo, v.wire),
    {
      success: (r) => r.message ?? 'EDF details saved.',
      onFailure: (f) => (setError(f.message), true),
      onSuccess: (_r, v) => onSaved(v.invoiceNo),
    },
  );

  const set = (k: string) => (e: { target: { value: string } }) =>
    setForm((f) => (f ? { ...f, [k]: e.target.value } : f));
  const readOnly = !canSubmit;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form || !invoiceNo || !canSubmit) return;
    const wire = {
      ...form,
      rbiApprovalDate: toWire(form.rbiApprovalDate),
      receiptDate: toWire(form.receiptDate),
    };
    const checked = edfDetailsSchema.safeParse(wire, LABELLED);
    if (!checked.success) return setError(firstIssueMessage(checked.error));
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
          {canSubmit && form && (
            <Button type="submit" form={formId} busy={save.busy}>
              {isUpdate ? 'Update' : 'Submit'}
            </Button>
          )}
        </>
      }
    >
      {!form ? (
        <Loading />
      ) : (
        <form id={formId} className="dk-edf" onSubmit={submit} noValidate aria-label="RBI EDF details">
          {readOnly && (
            <Alert kind="info">EDF details can be viewed here; your role does not submit them.</Alert>
          )}
          {error && <Alert kind="error">{error}</Alert>}
          <fieldset className="dk-edf__group" disabled={readOnly}>
            <legend>Form and approval</legend>
            <TextField
              label="Form No."
              name="formNo"
              value={form.formNo}
              onChange={set('formNo')}
              maxLength={40}
            />
            <TextField
              label="RBI approval No."
              name="rbiApprovalNo"
              value={form.rbiApprovalNo}
              onChange={set('rbiApprovalNo')}
              maxLength={40}
            />
            <TextField
              label="RBI approval date"
              name="rbiApprovalDate"
              type="date"
              value={form.rbiApprovalDate}
              onChange={set('rbiApprovalDate')}
            />
          </fieldset>
          <fieldset className="dk-edf__group" disabled={readOnly}>
            <legend>Exporter and contract</legend>
            <SelectField
              label="Category of exporter"
              name="categoryOfExporter"
              value={form.categoryOfExporter}
              onChange={set('categoryOfExporter')}
              options={codes(EDF_CATEGORIES)}
            />
            <SelectField
              label="Nature of contract"
              name="natureOfContract"
              value={form.natureOfContract}
              onChange={set('natureOfContract')}
              options={codes(EDF_NATURES)}
            />
            <SelectField
              label="Mode of realisation"
              name="modeOfRealisation"
              value={form.modeOfRealisation}
              onChange={set('modeOfRealisation')}
              options={list(EDF_MODES)}
            />
            <SelectField
              label="Exporter declaration"
              name="exporterDeclaration"
              value={form.exporterDeclaration}
              onChange={set('exporterDeclaration')}
              options={list(EDF_DECLARATIONS)}
            />
            <SelectField
              label="ACU payment"
              name="acuPayment"
              value={form.acuPayment}
              onChange={set('acuPayment')}
              options={list(EDF_ACU)}
            />
          </fieldset>
          <fieldset className="dk-edf__group" disabled={readOnly}>
            <legend>Third party and receipt</legend>
            <TextField
              label="Third party name"
              name="thirdPartyName"
              value={form.thirdPartyName}
              onChange={set('thirdPartyName')}
              maxLength={120}
            />
            <TextArea
              label="Third party address"
              name="thirdPartyAddress"
              value={form.thirdPartyAddress}
              onChange={set('thirdPartyAddress')}
              maxLength={300}
              className="dk-edf__wide"
            />
            <TextField
              label="Receipt number"
              name="receiptNumber"
              value={form.receiptNumber}
              onChange={set('receiptNumber')}
              maxLength={40}
            />
            <TextField
              label="Receipt date"
              name="receiptDate"
              type="date"
              value={form.receiptDate}
              onChange={set('receiptDate')}
            />
          </fieldset>
          <fieldset className="dk-edf__group" disabled={readOnly}>
            <legend>Amounts in foreign currency</legend>
            {EDF_AMOUNT_FIELDS.map((k) => (
              <TextField
                key={k}
                label={AMOUNT_LABEL[k]}
                name={k}
                inputMode="decimal"
                autoComplete="off"
                hint="Digits, dot and space only"
                maxLength={20}
                value={form[k]}
                // "EDF amount fields accept digits, dot and space only" (001 §5): core's key rule.
                onKeyDown={(e) => !isCalculatorKeyAllowed(e) && e.preventDefault()}
                onChange={(e) =>
                  setForm((f) => (f ? { ...f, [k]: sanitizeCalculatorNumber(e.target.value) } : f))
                }
              />
            ))}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}
