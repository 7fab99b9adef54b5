import { useState } from 'react';
import {
  formatDateDMY,
  isNumericKey,
  pickupWindow,
  SHIP_ABROAD_CATEGORIES,
  SHIPMENT_MSG,
  shipmentDetailsSchema,
  shipmentPickupDateError,
  type ShippingMethod,
  type ShippingOption,
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  CountryCombobox,
  expectSuccess,
  Modal,
  SelectField,
  TextField,
  useApiMutation,
} from '@exportdesk/portal-kit';
import {
  addShipment,
  calculatePrice,
  EMPTY_FORM,
  formOf,
  savePickupDate,
  updateShipment,
  type Shipment,
  type ShipmentForm,
} from './shipAbroadCalls';

const FIELDS: Array<{ key: keyof ShipmentForm; label: string; numeric?: boolean; type?: string }> = [
  { key: 'customerId', label: 'Customer ID', numeric: true },
  { key: 'consigneeName', label: 'Name' },
  { key: 'consigneeMobile', label: 'Phone', type: 'tel' },
  { key: 'consigneeEmail', label: 'Email', type: 'email' },
  { key: 'consigneeCountry', label: 'Country' },
  { key: 'consigneeState', label: 'State' },
  { key: 'consigneeCity', label: 'City' },
  { key: 'consigneeAddress', label: 'Address' },
  { key: 'consigneeZipcode', label: 'Pincode' },
  { key: 'packageDesc', label: 'Item description' },
  { key: 'consigneeValue', label: 'Value (INR)', numeric: true },
  { key: 'length', label: 'Length (cm)', numeric: true },
  { key: 'width', label: 'Width (cm)', numeric: true },
  { key: 'height', label: 'Height (cm)', numeric: true },
  { key: 'weight', label: 'Weight (grams)', numeric: true },
];

export const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const isoToDmy = (v: string) => (v ? v.split('-').reverse().join('-') : '');

/**
 * New or edit shipment (001 §2.3–2.4): a carousel of details → shipping method (from the price
 * quote; 'Not Available' methods disabled) → pickup date (save, or schedule later). Read-only
 * when the status forbids editing.
 */
export function ShipmentModal({
  open,
  editing,
  readOnly,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: Shipment | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<ShipmentForm>(editing ? formOf(editing) : EMPTY_FORM);
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [errors, setErrors] = useState<Partial<Record<keyof ShipmentForm, string>>>({});
  const [options, setOptions] = useState<ShippingOption[]>([]);
  const [method, setMethod] = useState<ShippingMethod | null>(editing?.shippingMethod ?? null);
  const [refno, setRefno] = useState<string | null>(editing?.refno ?? null);
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);

  const set = (k: keyof ShipmentForm, v: string) => {
    const next = { ...form, [k]: v };
    // "auto-filled from the category and the field is disabled"
    if (k === 'productCategory') next.hsn = SHIP_ABROAD_CATEGORIES.find((c) => c.name === v)?.hsn ?? '';
    setForm(next);
  };

  const price = useApiMutation(async (f: ShipmentForm) => expectSuccess(await calculatePrice(f)), {
    show: 'inline',
  });
  const save = useApiMutation(
    async () => {
      const charge = options.find((o) => o.method === method)?.cost ?? null;
      return editing
        ? expectSuccess(await updateShipment(editing.refno, form, method!))
        : expectSuccess(await addShipment(form, method!, charge));
    },
    { success: (a) => a.message ?? (editing ? SHIPMENT_MSG.shipmentUpdated : SHIPMENT_MSG.dataSaved) },
  );
  const saveDate = useApiMutation((v: { refno: string; date: string }) => savePickupDate(v.refno, v.date), {
    success: SHIPMENT_MSG.dateSaved,
  });

  async function next() {
    const r = shipmentDetailsSchema.safeParse(form, LABELLED);
    if (!r.success) {
      const errs: Partial<Record<keyof ShipmentForm, string>> = {};
      for (const i of r.error.issues) errs[(i.path[0] as keyof ShipmentForm) ?? 'customerId'] ??= i.message;
      setErrors(errs);
      return;
    }
    setErrors({});
    const a = await price.run(form);
    if (!a) return;
    setOptions(a.data?.options ?? []);
    setStep(2);
  }

  async function choose() {
    const a = await save.run();
    if (!a) return;
    onSaved();
    if (editing) return onClose();
    setRefno((a.data as { refno: string }).refno);
    setStep(3);
  }

  async function schedule() {
    const dmy = isoToDmy(date);
    const bad = shipmentPickupDateError(dmy);
    setDateError(bad);
    if (bad || !refno) return;
    if (await saveDate.run({ refno, date: dmy })) {
      onSaved();
      onClose();
    }
  }

  const available = options.filter((o) => o.cost !== null);
  const win = pickupWindow();
  return (
    <Modal
      open={open}
      size="lg"
      title={editing ? `Edit shipment ${editing.refno}` : 'New shipment'}
      onClose={onClose}
      footer={
        step === 1 ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            {!readOnly && (
              <Button busy={price.busy} onClick={() => void next()}>
                Next
              </Button>
            )}
          </>
        ) : step === 2 ? (
          <>
            <Button variant="secondary" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button busy={save.busy} disabled={!method || !available.length} onClick={() => void choose()}>
              {editing ? 'Update' : 'Save'}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Schedule later
            </Button>
            <Button busy={saveDate.busy} onClick={() => void schedule()}>
              Save date
            </Button>
          </>
        )
      }
    >
      <ol className="sa-steps" aria-label="Steps">
        {['Details', 'Shipping method', 'Pickup date'].map((s, i) => (
          <li
            key={s}
            aria-current={step === i + 1 ? 'step' : undefined}
            className={step === i + 1 ? 'is-current' : ''}
          >
            {s}
          </li>
        ))}
      </ol>
      {step === 1 && (
        <fieldset className="sa-grid" disabled={readOnly}>
          {readOnly && <Alert kind="info">This shipment can no longer be edited ({editing?.status}).</Alert>}
          {FIELDS.map((f) =>
            f.key === 'consigneeCountry' ? (
              <CountryCombobox
                key={f.key}
                label={f.label}
                value={form.consigneeCountry}
                error={errors.consigneeCountry}
                touched={!!errors.consigneeCountry}
                onChange={(c) => set('consigneeCountry', c)}
              />
            ) : (
              <TextField
                key={f.key}
                label={f.label}
                type={f.type ?? 'text'}
                inputMode={f.numeric ? 'decimal' : undefined}
                value={form[f.key]}
                error={errors[f.key]}
                touched={!!errors[f.key]}
                onKeyDown={f.numeric ? (e) => !isNumericKey(e.key) && e.preventDefault() : undefined}
                onChange={(e) => set(f.key, e.target.value)}
              />
            ),
          )}
          <SelectField
            label="Product category"
            placeholder="Select"
            value={form.productCategory}
            error={errors.productCategory}
            touched={!!errors.productCategory}
            options={SHIP_ABROAD_CATEGORIES.map((c) => ({ value: c.name, label: c.name }))}
            onChange={(e) => set('productCategory', e.target.value)}
          />
          <TextField
            label="HSN"
            value={form.hsn}
            disabled
            error={errors.hsn}
            touched={!!errors.hsn}
            readOnly
          />
          {price.error && <Alert kind="error">{price.error}</Alert>}
        </fieldset>
      )}
      {step === 2 && (
        <div role="radiogroup" aria-label="Shipping method" className="sa-methods">
          {!available.length && <Alert kind="error">{SHIPMENT_MSG.noMethod}</Alert>}
          {options.map((o) => (
            <label key={o.method} className={`sa-method${o.cost === null ? ' is-off' : ''}`}>
              <input
                type="radio"
                name="method"
                value={o.method}
                disabled={o.cost === null}
                checked={method === o.method}
                onChange={() => setMethod(o.method)}
              />
              <strong>{o.label}</strong>
              <span>{o.display}</span>
              <span className="ed-muted">
                {o.promise} {o.tracking ? 'with tracking' : 'without tracking'}
              </span>
            </label>
          ))}
        </div>
      )}
      {step === 3 && (
        <div className="ed-stack">
          <p>
            Reference <strong>{refno}</strong>. Pick a weekday between {formatDateDMY(new Date(win.from))} and{' '}
            {formatDateDMY(new Date(win.to))}.
          </p>
          <TextField
            label="Pickup date"
            type="date"
            min={iso(win.from)}
            max={iso(win.to)}
            value={date}
            error={dateError ?? undefined}
            touched={!!dateError}
            onChange={(e) => {
              setDate(e.target.value);
              setDateError(null);
            }}
          />
        </div>
      )}
    </Modal>
  );
}
