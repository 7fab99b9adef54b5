import {
  INVENTORY_MSG,
  TEMPLATE_FIELDS,
  TEMPLATE_KINDS,
  templateFormSchema,
  type TemplateForm,
  type TemplateKind,
  type TemplateRow,
} from '@exportdesk/core';
import {
  Button,
  FormCountryField,
  FormSelectField,
  FormTextField,
  PageHeader,
  SavedRecords,
  SchemaForm,
  useApiQuery,
  useFormMutation,
  useSchemaForm,
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

/** Every field of both kinds, empty: each input has its value from the first render and after a reset. */
const NO_DATA: Record<string, string> = Object.fromEntries(
  TEMPLATE_KINDS.flatMap((k) => TEMPLATE_FIELDS[k]).map((f) => [f, '']),
);
const blank = (kind: TemplateKind, name = '', data: Record<string, string> = {}): TemplateForm => ({
  kind,
  name,
  data: { ...NO_DATA, ...data },
});

/** Consignee and item templates (/pbetemplate; issue 15) that fill the parcel form. */
export default function PbeTemplates() {
  const q = useApiQuery(['parcel-templates'], (signal) => listTemplates(signal));
  const form = useSchemaForm(templateFormSchema, blank('consignee'));
  const kind = form.watch('kind');
  // The API keeps only the kind's fields; a refusal that names a field shows under it.
  const save = useFormMutation(form, saveTemplate, {
    success: INVENTORY_MSG.templateSaved,
    onSuccess: () => {
      form.reset(blank(kind));
      void q.retry();
    },
  });

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
        <SchemaForm
          form={form}
          className="tpl-form"
          aria-label="Save a template"
          onValid={(t) => void save.run(t)}
        >
          <FormSelectField
            name="kind"
            label="Template type"
            options={TEMPLATE_KINDS.map((k) => ({
              value: k,
              label: k === 'consignee' ? 'Consignee' : 'Item',
            }))}
          />
          <FormTextField name="name" label="Template name" />
          {TEMPLATE_FIELDS[kind].map((f) =>
            f === 'consigneeCountry' ? (
              <FormCountryField key={`${kind}-${f}`} name={`data.${f}`} label={label(f)} />
            ) : (
              <FormTextField key={`${kind}-${f}`} name={`data.${f}`} label={label(f)} />
            ),
          )}
          <div className="tpl-actions">
            <Button type="submit" busy={save.busy}>
              Save template
            </Button>
          </div>
        </SchemaForm>
        <SavedRecords
          caption="Templates"
          load={q}
          columns={columns}
          rowKey={(r) => String(r.id)}
          empty="No templates yet."
          nameOf={(r) => r.name}
          onEdit={(r) => form.reset(blank(r.kind, r.name, r.data))}
          remove={(r) => deleteTemplate(r.id)}
          removed={INVENTORY_MSG.templateDeleted}
          removeTitle="Delete template"
        />
      </div>
    </>
  );
}
