import { useState } from 'react';
import {
  CURRENCIES,
  INVENTORY_MSG,
  inventoryImportFormSchema,
  inventoryItemSchema,
  type InventoryItem,
  type InventoryRow,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  FormFileField,
  FormSelectField,
  FormTextField,
  PageHeader,
  SavedRecords,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useFormMutation,
  useSchemaForm,
  type Column,
} from '@exportdesk/portal-kit';
import { deleteSku, exportSkus, importSkus, listSkus, saveSku } from './inventoryCalls';
import '../parcels/parcels.css';

type Form = Record<keyof InventoryItem, string>;
const EMPTY: Form = {
  sku: '',
  description: '',
  hsnCode: '',
  unit: 'pieces',
  weight: '',
  value: '',
  currency: 'USD',
};
const NO_WORKBOOK: { workbook: File | undefined } = { workbook: undefined };

/** Inventory (/inventory; issue 15): SKUs that fill the parcel form, import/export as Excel. */
export default function Inventory() {
  const q = useApiQuery(['inventory'], (signal) => listSkus(signal));
  const [problems, setProblems] = useState<Array<{ row: number; message: string }> | null>(null);
  const form = useSchemaForm(inventoryItemSchema, EMPTY);
  const { reset } = form;
  const importForm = useSchemaForm(inventoryImportFormSchema, NO_WORKBOOK);
  // A refusal naming a field (the server's same schema) shows under it.
  const save = useFormMutation(form, (v: InventoryItem) => saveSku(v), {
    success: INVENTORY_MSG.saved,
    onSuccess: () => {
      reset(EMPTY);
      void q.retry();
    },
  });
  const upload = useApiMutation(
    async (file: File) => {
      const r = await importSkus(file);
      setProblems(r.data?.problems ?? null);
      if (!r.ok) throw new Error(r.message ?? 'Import failed');
      return r;
    },
    {
      success: (r) => r.message,
      onSuccess: () => {
        importForm.reset(NO_WORKBOOK);
        void q.retry();
      },
    },
  );
  const download = useApiMutation(() => exportSkus());

  const columns: Column<InventoryRow>[] = [
    { key: 'sku', header: 'SKU', sortable: true },
    { key: 'description', header: 'Description', sortable: true },
    { key: 'hsnCode', header: 'HSN' },
    { key: 'unit', header: 'Unit' },
    { key: 'weight', header: 'Weight (g)', sortable: true },
    { key: 'value', header: 'Value', render: (r) => `${r.currency} ${r.value.toFixed(2)}` },
  ];

  return (
    <>
      <PageHeader
        title="Inventory"
        subtitle="Your SKUs: pick one in the parcel form to fill an item."
        actions={
          <Button variant="secondary" onClick={() => void download.run()} busy={download.busy}>
            Export Excel
          </Button>
        }
      />
      <div className="ed-stack">
        <SchemaForm
          form={importForm}
          className="parcel-filters"
          aria-label="Import SKUs from Excel"
          onValid={(v) => void upload.run(v.workbook)}
        >
          <FormFileField
            name="workbook"
            label="Inventory workbook"
            accept=".xlsx"
            hint="Columns: sku, description, hsnCode, unit, weight, value, currency"
            onFile={() => setProblems(null)}
          />
          <div className="parcel-filters__buttons">
            <Button type="submit" variant="secondary" busy={upload.busy}>
              Import Excel
            </Button>
          </div>
        </SchemaForm>
        <SchemaForm
          form={form}
          className="parcel-filters"
          aria-label="Add or update an SKU"
          onValid={(v) => void save.run(v)}
        >
          <FormTextField name="sku" label="SKU" />
          <FormTextField name="description" label="Description" />
          <FormTextField name="hsnCode" label="HSN code" inputMode="numeric" />
          <FormTextField name="unit" label="Unit" />
          <FormTextField name="weight" label="Weight (g)" inputMode="decimal" />
          <FormTextField name="value" label="Value" inputMode="decimal" />
          <FormSelectField
            name="currency"
            label="Currency"
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <div className="parcel-filters__buttons">
            <Button type="submit" busy={save.busy}>
              Save SKU
            </Button>
          </div>
        </SchemaForm>
        {problems && problems.length > 0 && (
          <Alert kind="error" title="Rows refused (nothing imported)">
            <ul>
              {problems.slice(0, 20).map((p) => (
                <li key={p.row}>
                  Row {p.row}: {p.message}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <SavedRecords
          caption="Inventory"
          load={q}
          columns={columns}
          rowKey={(r) => String(r.id)}
          empty="No SKUs yet. Add one above or import an Excel file (sku, description, hsnCode, unit, weight, value, currency)."
          nameOf={(r) => r.sku}
          onEdit={(r) =>
            reset({
              sku: r.sku,
              description: r.description,
              hsnCode: r.hsnCode,
              unit: r.unit,
              weight: String(r.weight),
              value: String(r.value),
              currency: r.currency,
            })
          }
          remove={(r) => deleteSku(r.id)}
          removed={INVENTORY_MSG.deleted}
          removeTitle="Delete SKU"
        />
      </div>
    </>
  );
}
