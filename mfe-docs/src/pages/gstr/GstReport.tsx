/**
 * GST report (/gstr; 002 §2.8, §8, §9): provider tabs INDIA POST, Fedex, Aramex; year 2018–2030
 * and month 01–12; the note select for India Post, the status select for the couriers (Fedex
 * defaults to Pickup Done, Aramex to Pickup Scheduled); DOWNLOAD gives GSTR-1 Table 6A. The year
 * and month start at the last complete month.
 */
import {
  downloadGstinSchema,
  GST_COURIER_STATUSES,
  GST_MONTHS,
  GST_NOTES,
  GST_PROVIDER_DEFAULT_STATUS,
  GST_PROVIDERS,
  GST_YEARS,
  isCha,
  isSuperAdmin,
  lastCompleteGstMonth,
  type GstProvider,
} from '@exportdesk/core';
import {
  Button,
  FormSelectField,
  FormTextField,
  PageHeader,
  ProgressBar,
  SchemaForm,
  Tabs,
  useAuth,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import type { GstrForm } from './gstrCalls';
import { useGstrDownload } from './useGstrDownload';
import './gstr.css';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const YEARS = GST_YEARS.map((y) => ({ value: String(y), label: String(y) }));
const MONTHS = GST_MONTHS.map((m, i) => ({ value: m, label: `${m} (${MONTH_NAMES[i]})` }));
const NOTES = GST_NOTES.map((n) => ({ value: n, label: n }));
const STATUSES = GST_COURIER_STATUSES.map((s) => ({ value: s, label: s }));

export default function GstReport() {
  const { principal } = useAuth();
  // The last complete month preselected: what an exporter files for, one click away (issue 27).
  // The same rule as the server: 'Please select a year', then 'Please select a month'.
  const start: GstrForm = {
    serviceProvider: 'indiapost',
    ...lastCompleteGstMonth(),
    selectedNote: 'All',
    status: '',
    ieCode: '',
    format: 'xlsx',
  };
  const form = useSchemaForm(downloadGstinSchema, start);
  const provider = form.watch('serviceProvider');
  const download = useGstrDownload();
  if (!principal) return null;
  // A CHA names one of its exporters; the super admin any exporter. An exporter's own IEC is implied.
  const withIec = isCha(principal) || isSuperAdmin(principal);
  const pickProvider = (p: GstProvider) => {
    form.setValue('serviceProvider', p);
    form.setValue('status', GST_PROVIDER_DEFAULT_STATUS[p] ?? '');
    form.setValue('selectedNote', 'All');
  };
  const send = (format: 'xlsx' | 'json') => () => void download.run({ ...form.getValues(), format });

  return (
    <>
      <PageHeader
        title="GST Report"
        subtitle="GSTR-1 Table 6A (exports): the exp sheet for the GST offline tool, or its JSON."
      />
      <div className="ed-stack gstr-page">
        <Tabs
          label="Service provider"
          tabs={GST_PROVIDERS.map((p) => ({ value: p.id, label: p.label }))}
          value={provider}
          onChange={pickProvider}
        />
        <SchemaForm form={form} className="gstr-form ed-card" aria-label="GST report" onValid={send('xlsx')}>
          <FormSelectField name="year" label="Year" placeholder="Select year" options={YEARS} />
          <FormSelectField name="month" label="Month" placeholder="Select month" options={MONTHS} />
          {provider === 'indiapost' ? (
            <FormSelectField name="selectedNote" label="Note" options={NOTES} />
          ) : (
            <FormSelectField name="status" label="Status" options={STATUSES} />
          )}
          {withIec && (
            <FormTextField
              name="ieCode"
              label="IE Code"
              maxLength={10}
              placeholder="Exporter's IEC"
              normalize={(s) => s.toUpperCase()}
            />
          )}
          <div className="gstr-actions">
            <Button type="submit" disabled={download.busy}>
              {download.busy && download.pending?.format === 'xlsx' ? 'Downloading…' : 'DOWNLOAD'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={download.busy}
              onClick={form.handleSubmit(send('json'))}
            >
              GSTR-1 JSON
            </Button>
          </div>
        </SchemaForm>
        {download.busy && (
          <ProgressBar
            boxed
            label="Making the GST report"
            percent={download.percent}
            detail={`${download.percent}%`}
          />
        )}
        <p className="ed-muted gstr-note">
          Rows follow the GST offline tool&apos;s Table 6A: Export Type (WPAY with payment of IGST, WOPAY
          under LUT/Bond), invoice, port code of the foreign post office, shipping bill (PBE) number and date,
          rate, taxable value and cess. Orders without an IGST mode are reported as WOPAY.
        </p>
      </div>
    </>
  );
}
