import { Controller, useForm } from 'react-hook-form';
import {
  INVENTORY_MSG,
  TEMPLATE_FIELDS,
  TEMPLATE_KINDS,
  templateSchema,
  type TemplateKind,
  type TemplateRow,
} from '@exportdesk/core';
import {
  Button,
  CountryCombobox,
  PageHeader,
  SavedRecords,
  SelectField,
  TextField,
  useApiMutation,
  useApiQuery,
  type Column,
} from '@exportdesk/portal-kit';
import { deleteTemplate, listTemplates, saveTemplate } from './templateCalls';
import './templates.css';

/** A label from a wire field name: consigneeZipCode → Zip Code, fob_foreign → FOB value. */
const LABELS: Record<string, string> = {
  fob_foreign: 'FOB value',
  igstDetails_rate: 'IGST rate (%)',
  hsnCode: 'HSN code',
};
const label = (f: string) =>
  LABELS[f] ??
  f
    .replace(/^consignee/, '')
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .trim();

type Form = { kind: TemplateKind; name: string; data: Record<string, string> };

/** Consignee and item templates (/pbetemplate; issue 15) that fill the parcel form. */
export default function PbeTemplates() {
  const q = useApiQuery(['parcel-templates'], (signal) => listTemplates(signal));
  const { register, control, handleSubmit, watch, reset } = useForm<Form>({
    defaultValues: { kind: 'consignee', name: '', data: {} },
  });
  const kind = watch('kind');
  const save = useApiMutation(
    (v: Form) => {
      // The core schema checks the name and kind; the API keeps only the kind's fields.
      const t = templateSchema.parse({
        ...v,
        data: Object.fromEntries(Object.entries(v.data ?? {}).filter(([, x]) => x)),
      });
      return saveTemplate(t);
    },
    {
      success: INVENTORY_MSG.templateSaved,
      onSuccess: () => {
        reset({ kind, name: '', data: {} });
        void q.retry();
      },
    },
  );

  const columns: Column<TemplateRow>[] = [
    { key: 'kind', header: 'Type', sortable: true },
    { key: 'name', header: 'Name', sortable: true },
    {
      key: 'data',
      header: 'Fields',
      render: (r) =>
        Object.entries(r.data)
          .map(([k, v]) => `${label(k)}: ${v}`)
          .join(' · '),
    },
  ];

  return (
    <>
      <PageHeader
        title="PBE Templates"
        subtitle="Saved consignees and items: pick one in the parcel form to fill it."
      />
      <div className="ed-stack">
        <form
          className="tpl-form"
          aria-label="Save a template"
          onSubmit={handleSubmit((v) => void save.run(v))}
        >
          <SelectField
            label="Template type"
            options={TEMPLATE_KINDS.map((k) => ({
              value: k,
              label: k === 'consignee' ? 'Consignee' : 'Item',
            }))}
            {...register('kind')}
          />
          <TextField label="Template name" {...register('name')} />
          {TEMPLATE_FIELDS[kind].map((f) =>
            f === 'consigneeCountry' ? (
              <Controller
                key={`${kind}-${f}`}
                control={control}
                name={`data.${f}`}
                render={({ field }) => (
                  <CountryCombobox
                    label={label(f)}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ) : (
              <TextField key={`${kind}-${f}`} label={label(f)} {...register(`data.${f}`)} />
            ),
          )}
          <div className="tpl-actions">
            <Button type="submit" busy={save.busy}>
              Save template
            </Button>
          </div>
        </form>
        <SavedRecords
          caption="Templates"
          load={q}
          columns={columns}
          rowKey={(r) => String(r.id)}
          empty="No templates yet."
          nameOf={(r) => r.name}
          onEdit={(r) => reset({ kind: r.kind, name: r.name, data: r.data })}
          remove={(r) => deleteTemplate(r.id)}
          removed={INVENTORY_MSG.templateDeleted}
          removeTitle="Delete template"
        />
      </div>
    </>
  );
}
