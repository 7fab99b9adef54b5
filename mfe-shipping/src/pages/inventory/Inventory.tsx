import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENCIES,
  INVENTORY_MSG,
  inventoryItemSchema,
  type InventoryItem,
  type InventoryRow,
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  PageHeader,
  SavedRecords,
  SelectField,
  TextField,
  useApiMutation,
  useApiQuery,
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

/** Inventory (/inventory; issue 15): SKUs that fill the parcel form, import/export as Excel. */
export default function Inventory() {
  const q = useApiQuery(['inventory'], (signal) => listSkus(signal));
  const [problems, setProblems] = useState<Array<{ row: number; message: string }> | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, reset, formState } = useForm<Form>({
    resolver: zodResolver(inventoryItemSchema, LABELLED) as unknown as Resolver<Form>,
    defaultValues: EMPTY,
  });
  const save = useApiMutation((v: Form) => saveSku(v as unknown as InventoryItem), {
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
    { success: (r) => r.message, onSuccess: () => void q.retry() },
  );
  const download = useApiMutation(() => exportSkus());

  const e = formState.errors;
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
          <>
            <Button variant="secondary" onClick={() => fileRef.current?.click()} busy={upload.busy}>
              Import Excel
            </Button>
            <Button variant="secondary" onClick={() => void download.run()} busy={download.busy}>
              Export Excel
            </Button>
          </>
        }
      />
      <input
        ref={fileRef}
        type="file"
        hidden
        accept=".xlsx"
        aria-label="Inventory workbook"
        onChange={(ev) => {
          const f = ev.target.files?.[0];
          ev.target.value = '';
          if (f) void upload.run(f);
        }}
      />
      <div className="ed-stack">
        <form
          className="parcel-filters"
          aria-label="Add or update an SKU"
          onSubmit={handleSubmit((v) => void save.run(v))}
          noValidate
        >
          <TextField label="SKU" {...register('sku')} error={e.sku?.message} />
          <TextField label="Description" {...register('description')} error={e.description?.message} />
          <TextField
            label="HSN code"
            inputMode="numeric"
            {...register('hsnCode')}
            error={e.hsnCode?.message}
          />
          <TextField label="Unit" {...register('unit')} error={e.unit?.message} />
          <TextField
            label="Weight (g)"
            inputMode="decimal"
            {...register('weight')}
            error={e.weight?.message}
          />
          <TextField label="Value" inputMode="decimal" {...register('value')} error={e.value?.message} />
          <SelectField
            label="Currency"
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            {...register('currency')}
          />
          <div className="parcel-filters__buttons">
            <Button type="submit" busy={save.busy}>
              Save SKU
            </Button>
          </div>
        </form>
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
