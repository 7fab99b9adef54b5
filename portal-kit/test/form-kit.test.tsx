/**
 * Issue 28 item 1: every portal form is react-hook-form over the core schema — the kit checks
 * with core's wording (LABELLED), keeps the labelled fields' ids and aria, and puts a refusal
 * that names a field under that field.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { Failure } from '../src/data/failure';
import {
  firstFormError,
  FormCheckbox,
  FormCheckboxGroup,
  FormCountryField,
  FormFileField,
  FormSelectField,
  FormTextArea,
  FormTextField,
  refusedField,
  schemaResolver,
  SchemaForm,
  showRefusalOnField,
  useSchemaForm,
} from '../src/form';

const schema = z.object({
  grossWeight: z.coerce.number().positive('Weight must be above 0'),
  consigneeEmail: z.email(),
  currency: z.string().min(1),
  note: z.string().max(5),
  agree: z.boolean(),
});
type Values = { grossWeight: string; consigneeEmail: string; currency: string; note: string; agree: boolean };
const EMPTY: Values = { grossWeight: '', consigneeEmail: '', currency: 'INR', note: '', agree: true };

const resolve = (v: Values) =>
  schemaResolver<Values, z.output<typeof schema>>(schema)(v, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

const refused = (data: unknown, message = 'Consignee email: Enter valid email address'): Failure => ({
  message,
  status: 400,
  retryAfter: null,
  retryable: false,
  body: { success: false, message, data },
});

/** Renders a form once (server-side) and hands back its react-hook-form handle. */
function renderForm(fill: Partial<Values> = {}) {
  let handle: UseFormReturn<Values, unknown, z.output<typeof schema>> | undefined;
  function Page() {
    const form = useSchemaForm(schema, { ...EMPTY, ...fill });
    handle = form;
    return (
      <SchemaForm form={form} onValid={() => undefined} aria-label="Shipment">
        <FormTextField name="grossWeight" label="Gross weight" id="gw" />
        <FormTextField name="consigneeEmail" label="Email" type="email" />
        <FormSelectField name="currency" label="Currency" options={[{ value: 'INR', label: 'INR' }]} />
        <FormTextArea name="note" label="Note" />
        <FormCheckbox name="agree" label="I agree" />
      </SchemaForm>
    );
  }
  const html = renderToStaticMarkup(<Page />);
  return { html, form: handle! };
}

describe('form kit: the schema checks, in core words', () => {
  it('says zod messages with the field label, a schema message as written', async () => {
    const r = await resolve({ ...EMPTY, grossWeight: '0', consigneeEmail: 'nope' });
    expect(r.errors.grossWeight?.message).toBe('Weight must be above 0');
    expect(r.errors.consigneeEmail?.message).toBe('Consignee email: Enter valid email address');
    expect(r.errors.note).toBeUndefined();
  });

  it('hands the submit what the schema makes of the inputs', async () => {
    const r = await resolve({ ...EMPTY, grossWeight: '2.5', consigneeEmail: 'a@b.co' });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ ...EMPTY, grossWeight: 2.5, consigneeEmail: 'a@b.co' });
  });
});

describe('form kit: the fields', () => {
  // Values reach the inputs through their refs once mounted (uncontrolled), so not in this markup.
  it('renders the labelled fields with their ids and names', () => {
    const { html } = renderForm({ grossWeight: '12' });
    expect(html).toContain('<form noValidate="" aria-label="Shipment">');
    expect(html).toMatch(/<label class="ed-field__label" for="gw">Gross weight<\/label><input id="gw"/);
    expect(html).toMatch(/<input id="gw" class="ed-input" name="grossWeight"\/>/);
    expect(html).toMatch(/<select[^>]*name="currency"/);
    expect(html).toMatch(/<textarea[^>]*name="note"/);
    expect(html).toMatch(/type="checkbox"[^>]*name="agree"/);
    expect(html).not.toContain('role="alert"');
  });
});

describe('form kit: a refusal naming a field', () => {
  it('reads the field from the envelope data', () => {
    expect(refusedField(refused({ field: 'consigneeEmail' }))).toBe('consigneeEmail');
    expect(refusedField(refused({ field: null }))).toBeNull();
    expect(refusedField(refused(null))).toBeNull();
    expect(refusedField({ message: 'x', status: 0, retryAfter: null, retryable: true })).toBeNull();
  });

  it("shows it under the form's own field, and only there", () => {
    const { form } = renderForm();
    expect(showRefusalOnField(form, refused({ field: 'consigneeEmail' }))).toBe(true);
    expect(form.getFieldState('consigneeEmail').error).toMatchObject({
      type: 'server',
      message: 'Consignee email: Enter valid email address',
    });
    expect(showRefusalOnField(form, refused({ field: 'authKey' }))).toBe(false);
    expect(showRefusalOnField(form, refused(null))).toBe(false);
  });
});

describe('form kit: one message for an alert', () => {
  it('is the first failed field, nested ones too', async () => {
    const r = await resolve({ ...EMPTY, grossWeight: '-1', consigneeEmail: 'x' });
    expect(firstFormError(r.errors)).toBe('Weight must be above 0');
    expect(firstFormError({ items: [{ qty: { type: 'x', message: 'Quantity is required' } }] })).toBe(
      'Quantity is required',
    );
    expect(firstFormError({})).toBeUndefined();
  });
});

describe('form kit: a file, a country, a set of boxes', () => {
  const more = z.object({
    sheet: z.instanceof(File, { message: 'Choose a file' }),
    country: z.string().min(1, 'Select a country'),
    events: z.array(z.string()).min(1, 'Choose at least one event'),
  });
  type More = { sheet: File | undefined; country: string; events: string[] };
  const EVENTS = [
    { value: 'docket.created', label: 'Docket created' },
    { value: 'pbe.generated', label: 'PBE generated' },
  ];

  function renderMore(fill: Partial<More> = {}) {
    let handle: UseFormReturn<More, unknown, z.output<typeof more>> | undefined;
    function Page() {
      const form = useSchemaForm(more, { sheet: undefined, country: '', events: [], ...fill });
      handle = form;
      return (
        <SchemaForm form={form} onValid={() => undefined} aria-label="More">
          <FormFileField name="sheet" label="Workbook" id="wb" accept=".xlsx" />
          <FormCountryField name="country" id="ctry" />
          <FormCheckboxGroup name="events" label="Events" options={EVENTS} id="ev" />
        </SchemaForm>
      );
    }
    return { html: renderToStaticMarkup(<Page />), form: handle! };
  }

  it('renders them labelled, the ticked boxes checked', () => {
    const { html } = renderMore({ country: 'Germany', events: ['pbe.generated'] });
    expect(html).toMatch(
      /<label class="ed-field__label" for="wb">Workbook<\/label><input id="wb"[^>]*type="file"[^>]*name="sheet"/,
    );
    expect(html).toMatch(
      /<input[^>]*role="combobox"[^>]*value="Germany"|value="Germany"[^>]*role="combobox"/,
    );
    expect(html).toMatch(/<fieldset id="ev"[^>]*><legend class="ed-field__label">Events<\/legend>/);
    expect(html).toMatch(/value="docket.created"\/>/);
    expect(html).toMatch(/checked="" value="pbe.generated"\/>/);
    expect(html).not.toMatch(/checked="" value="docket.created"/);
  });

  it('checks them with the schema, its messages under each', async () => {
    const { form } = renderMore();
    expect(await form.trigger()).toBe(false);
    expect(form.getFieldState('sheet').error?.message).toBe('Choose a file');
    expect(form.getFieldState('country').error?.message).toBe('Select a country');
    expect(form.getFieldState('events').error?.message).toBe('Choose at least one event');
    form.setValue('sheet', new File(['x'], 'rates.xlsx'));
    form.setValue('country', 'Japan');
    form.setValue('events', ['docket.created']);
    expect(await form.trigger()).toBe(true);
  });
});
