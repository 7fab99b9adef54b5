import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  CURRENCIES,
  findCountry,
  IGST_MODES,
  INVOICE_TERMS,
  PARCEL_CARRIERS,
  PARCEL_LISTS,
  PARCEL_TYPES,
  PRODUCT_CATEGORIES,
  parcelBoxFormSchema,
  type ParcelCarrier,
  type ParcelForm,
} from '@exportdesk/core';
import {
  Button,
  FormCountryField,
  FormSelectField,
  FormTextField,
  Loading,
  Modal,
  SchemaForm,
  SelectField,
  useFormMutation,
  useApiQuery,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { createParcel, editParcel, getParcel, listInventory, listTemplates } from './parcelCalls';

type Item = Record<string, string>;
/** The form as typed: the box fields live on the first item only (core's parcelBoxFormSchema copies them). */
interface FormValues {
  carrier: ParcelCarrier;
  items: Item[];
}

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
};

const blankItem = (n: number): Item => ({
  orderId: `ORD-${Date.now().toString(36).toUpperCase()}-${n}`,
  serialNo: String(n),
  description: '',
  packageDesc: '',
  category: '',
  hsnCode: '',
  unit: 'pieces',
  quantity: '1',
  itemNetWeight: '',
  itemGrossWeight: '',
  fob_foreign: '',
  currency: 'USD',
  sku: '',
  url: '',
  trxnId: '',
  igstDetails_rate: '0',
  compensationCess_rate: '0',
  customDuties_CessRate: '0',
  exportDutyRate: '0',
  dutyCess_rate: '0',
});

const blankBox: Item = {
  pbe: 'PBE2',
  parcelType: "Int'l Tracked Packets",
  grossWeight: '',
  trackingNo: '',
  invoiceNo: '',
  invoiceDate: today(),
  invoiceTerms: 'Advance Payment',
  igstMode: 'Export under LUT/Bond',
  freight: '0',
  insurance: '0',
  otherCharge: '0',
};

/** Create or edit a parcel (createBox / editorders): the order fields of 001 §3, with templates. */
export function ParcelFormModal({
  id,
  carrier,
  onClose,
  onSaved,
}: {
  id: number | null;
  carrier: ParcelCarrier;
  onClose: () => void;
  onSaved: () => void;
}) {
  const existing = useApiQuery(['parcel', id], () => getParcel(id!), { enabled: id !== null });
  const templates = useApiQuery(['parcel-templates'], () => listTemplates(), { staleTime: 60_000 });
  const inventory = useApiQuery(['inventory'], () => listInventory(), { staleTime: 60_000 });
  const blank: FormValues = { carrier, items: [{ ...blankBox, ...blankItem(1) }] };
  const form = useSchemaForm(parcelBoxFormSchema, blank);
  const { reset, setValue } = form;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  useEffect(() => {
    const p = existing.data;
    if (p)
      reset({
        carrier: p.carrier,
        items: p.items.map((i) =>
          Object.fromEntries(Object.entries(i).map(([k, v]) => [k, v === undefined ? '' : String(v)])),
        ),
      });
  }, [existing.data, reset]);

  // A refusal naming a field ('items.0.consigneeZipCode') shows under it; any other as a toast.
  const save = useFormMutation(
    form,
    (body: ParcelForm) => (id === null ? createParcel(body) : editParcel(id, body)),
    { success: (a) => a.message, onSuccess: onSaved },
  );

  const text = (i: number, k: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField key={k} name={`items.${i}.${k}`} label={label} {...extra} />
  );
  const select = (i: number, k: string, label: string, options: readonly string[]) => (
    <FormSelectField
      key={k}
      name={`items.${i}.${k}`}
      label={label}
      placeholder="Select"
      options={opts(options)}
    />
  );
  const rootError = form.formState.errors.items?.message;
  const fill = (i: number | null, data: Record<string, string>) => {
    for (const [k, v] of Object.entries(data)) {
      // a template saved with "United States" fills the combobox with the table's name
      const value = k === 'consigneeCountry' ? (findCountry(String(v))?.country ?? String(v)) : String(v);
      setValue(`items.${i ?? 0}.${k}` as `items.${number}.${string}`, value, { shouldDirty: true });
    }
  };
  const consigneeTemplates = (templates.data ?? []).filter((t) => t.kind === 'consignee');
  const itemTemplates = (templates.data ?? []).filter((t) => t.kind === 'item');

  return (
    <Modal
      open
      size="lg"
      title={id === null ? 'Create Parcel' : 'Edit Parcel'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="parcel-form" busy={save.busy} disabled={save.busy}>
            Save
          </Button>
        </>
      }
    >
      {id !== null && !existing.data ? (
        <Loading />
      ) : (
        <SchemaForm id="parcel-form" className="parcel-form" form={form} onValid={(v) => void save.run(v)}>
          {rootError && <p className="ed-field__error">{rootError}</p>}
          <fieldset>
            <legend>Parcel</legend>
            <FormSelectField
              name="carrier"
              label="Carrier"
              options={PARCEL_CARRIERS.map((c) => ({ value: c, label: PARCEL_LISTS[c].name }))}
            />
            {select(0, 'pbe', 'PBE type', ['PBE1', 'PBE2'])}
            {select(0, 'parcelType', 'Shipping method', PARCEL_TYPES)}
            {text(0, 'grossWeight', 'Gross weight of the box (g)', { inputMode: 'decimal' })}
            {text(0, 'trackingNo', 'Tracking No.')}
            {text(0, 'invoiceNo', 'Invoice No.')}
            {text(0, 'invoiceDate', 'Invoice date (DD-MM-YYYY)')}
            {select(0, 'invoiceTerms', 'Invoice terms', INVOICE_TERMS)}
            {select(0, 'igstMode', 'IGST mode', IGST_MODES)}
            {text(0, 'freight', 'Freight (INR)', { inputMode: 'decimal' })}
            {text(0, 'insurance', 'Insurance (INR)', { inputMode: 'decimal' })}
            {text(0, 'otherCharge', 'Other charge (INR)', { inputMode: 'decimal' })}
          </fieldset>
          <fieldset>
            <legend>Consignee</legend>
            {consigneeTemplates.length > 0 && (
              <div className="parcel-form__fill">
                <SelectField
                  label="Consignee template"
                  placeholder="Fill from a template"
                  options={consigneeTemplates.map((t) => ({ value: String(t.id), label: t.name }))}
                  onChange={(e) => {
                    const t = consigneeTemplates.find((x) => String(x.id) === e.target.value);
                    if (t) fill(0, t.data);
                  }}
                />
              </div>
            )}
            {text(0, 'consigneeName', 'Name')}
            {text(0, 'consigneeBusinessName', 'Business name (optional)')}
            {text(0, 'consigneeAddress', 'Address')}
            {text(0, 'consigneeCity', 'City')}
            {text(0, 'consigneeState', 'State (optional)')}
            {text(0, 'consigneeZipCode', 'Zip code')}
            <FormCountryField name="items.0.consigneeCountry" label="Country" />
            {text(0, 'consigneeEmail', 'Email (optional)', { type: 'email' })}
            {text(0, 'consigneeMobile', 'Mobile (optional)', { inputMode: 'tel' })}
          </fieldset>
          {fields.map((f, i) => (
            <fieldset key={f.id}>
              <legend>Item {i + 1}</legend>
              {(itemTemplates.length > 0 || (inventory.data ?? []).length > 0) && (
                <div className="parcel-form__fill">
                  {itemTemplates.length > 0 && (
                    <SelectField
                      label="Item template"
                      placeholder="Fill from a template"
                      options={itemTemplates.map((t) => ({ value: String(t.id), label: t.name }))}
                      onChange={(e) => {
                        const t = itemTemplates.find((x) => String(x.id) === e.target.value);
                        if (t) fill(i, t.data);
                      }}
                    />
                  )}
                  {(inventory.data ?? []).length > 0 && (
                    <SelectField
                      label="From inventory (SKU)"
                      placeholder="Pick an SKU"
                      options={(inventory.data ?? []).map((s) => ({
                        value: s.sku,
                        label: `${s.sku} — ${s.description}`,
                      }))}
                      onChange={(e) => {
                        const s = (inventory.data ?? []).find((x) => x.sku === e.target.value);
                        if (s)
                          fill(i, {
                            sku: s.sku,
                            description: s.description,
                            packageDesc: s.description,
                            hsnCode: s.hsnCode,
                            unit: s.unit,
                            itemNetWeight: String(s.weight),
                            itemGrossWeight: String(s.weight),
                            fob_foreign: String(s.value),
                            currency: s.currency,
                          });
                      }}
                    />
                  )}
                </div>
              )}
              {text(i, 'orderId', 'Order ID')}
              {text(i, 'description', 'Description')}
              {text(i, 'packageDesc', 'Package description')}
              {select(
                i,
                'category',
                'Category',
                PRODUCT_CATEGORIES.map((c) => c.categoryName),
              )}
              {text(i, 'hsnCode', 'HSN code', { inputMode: 'numeric' })}
              {text(i, 'unit', 'Unit')}
              {text(i, 'quantity', 'Quantity', { inputMode: 'decimal' })}
              {text(i, 'itemNetWeight', 'Net weight (g)', { inputMode: 'decimal' })}
              {text(i, 'itemGrossWeight', 'Gross weight (g)', { inputMode: 'decimal' })}
              {text(i, 'fob_foreign', 'FOB value', { inputMode: 'decimal' })}
              {select(i, 'currency', 'Currency', CURRENCIES)}
              {text(i, 'igstDetails_rate', 'IGST rate (%)', { inputMode: 'decimal' })}
              {text(i, 'sku', 'SKU (PBE1)')}
              {text(i, 'url', 'Product URL (PBE1)')}
              {text(i, 'trxnId', 'Transaction ID (PBE1)')}
              {text(i, 'serialNo', 'Serial No.')}
              {fields.length > 1 && (
                <div className="parcel-form__fill">
                  <Button size="sm" variant="ghost" onClick={() => remove(i)}>
                    Remove item {i + 1}
                  </Button>
                </div>
              )}
            </fieldset>
          ))}
          <div>
            <Button variant="secondary" onClick={() => append(blankItem(fields.length + 1))}>
              Add item
            </Button>
          </div>
        </SchemaForm>
      )}
    </Modal>
  );
}
