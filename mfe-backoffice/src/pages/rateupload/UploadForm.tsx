import { rateCardUploadFormSchema, type CarrierId, type RateCardUploadForm } from '@exportdesk/core';
import { Button, FormFileField, FormSelectField, SchemaForm, useSchemaForm } from '@exportdesk/portal-kit';
import { CARRIER_OPTIONS, LABEL_OPTIONS, RATE_CARD_ACCEPT, serviceOptions } from './cardOptions';
import type { UploadInput } from './cardsApi';

export interface CardTarget {
  carrier: CarrierId;
  service: string;
}

/**
 * Carrier, service, label and the spreadsheet; "Preview" sends it for checking (nothing is
 * published). The file is checked as it is chosen (core's rateCardUploadFormSchema), so a wrong
 * one is named at once and Preview stays off; the page follows the carrier and service picked.
 */
export function UploadForm({
  target,
  onTarget,
  onPreview,
  busy,
}: {
  target: CardTarget;
  onTarget: (t: CardTarget) => void;
  onPreview: (u: UploadInput) => void;
  busy: boolean;
}) {
  const empty: RateCardUploadForm = { ...target, label: 'official', file: undefined };
  const form = useSchemaForm(rateCardUploadFormSchema, empty, { mode: 'onChange' });
  const file = form.watch('file');
  const fileRefused = Boolean(form.formState.errors.file);

  return (
    <SchemaForm form={form} onValid={onPreview} className="ed-card ru-form" aria-label="Upload a rate card">
      <FormSelectField
        name="carrier"
        label="Carrier"
        options={CARRIER_OPTIONS}
        onChange={(e) => {
          const carrier = e.target.value as CarrierId;
          const service = serviceOptions(carrier)[0].value;
          form.setValue('service', service);
          onTarget({ carrier, service });
        }}
      />
      <FormSelectField
        name="service"
        label="Service"
        options={serviceOptions(form.watch('carrier'))}
        onChange={(e) => onTarget({ carrier: form.getValues('carrier'), service: e.target.value })}
      />
      <FormSelectField name="label" label="Label" options={LABEL_OPTIONS} />
      <FormFileField
        name="file"
        label="Rate card file (.xlsx or .csv)"
        className="ru-file"
        accept={RATE_CARD_ACCEPT}
      />
      <Button type="submit" className="ru-submit" disabled={!file || fileRefused} busy={busy}>
        Preview
      </Button>
      <p className="ed-muted ru-wide ru-help">
        Columns:{' '}
        <code>
          destination, first_slab_g, first_slab_inr, additional_slab_g, additional_slab_inr, max_weight_g
        </code>{' '}
        (optional cap), or the gazette's <code>country, first_50g_inr, each_additional_50g_inr</code>. A zone
        map has <code>zone, country</code>.
      </p>
    </SchemaForm>
  );
}
