/**
 * GST report (/gstr; 002 §2.8, §8, §9): provider tabs INDIA POST, Fedex, Aramex; year 2018–2030
 * and month 01–12; the note select for India Post, the status select for the couriers (Fedex
 * defaults to Pickup Done, Aramex to Pickup Scheduled); DOWNLOAD gives GSTR-1 Table 6A. The year
 * and month start at the last complete month.
 */
import { useState } from 'react';
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
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  PageHeader,
  ProgressBar,
  SelectField,
  Tabs,
  TextField,
  useAuth,
} from '@exportdesk/portal-kit';
import type { GstrForm } from './gstrCalls';
import { useGstrDownload } from './useGstrDownload';
import './gstr.css';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function GstReport() {
  const { principal } = useAuth();
  // The last complete month preselected: what an exporter files for, one click away (issue 27).
  const [form, setForm] = useState<GstrForm>(() => ({
    serviceProvider: 'indiapost',
    ...lastCompleteGstMonth(),
    selectedNote: 'All',
    status: '',
    ieCode: '',
    format: 'xlsx',
  }));
  const [error, setError] = useState<string | null>(null);
  const download = useGstrDownload();
  if (!principal) return null;
  // A CHA names one of its exporters; the super admin any exporter. An exporter's own IEC is implied.
  const withIec = isCha(principal) || isSuperAdmin(principal);
  const set = (patch: Partial<GstrForm>) => {
    setError(null);
    setForm((f) => ({ ...f, ...patch }));
  };
  const pickProvider = (p: GstProvider) =>
    set({ serviceProvider: p, status: GST_PROVIDER_DEFAULT_STATUS[p] ?? '', selectedNote: 'All' });

  const submit = (format: 'xlsx' | 'json') => {
    const sent = { ...form, format };
    // The same rule as the server: 'Please select a year', then 'Please select a month'.
    const r = downloadGstinSchema.safeParse(sent, LABELLED);
    if (!r.success) return setError(r.error.issues[0]?.message ?? 'Please check the form.');
    void download.run(sent);
  };

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
          value={form.serviceProvider}
          onChange={pickProvider}
        />
        <form
          className="gstr-form ed-card"
          aria-label="GST report"
          onSubmit={(e) => {
            e.preventDefault();
            submit('xlsx');
          }}
        >
          <SelectField
            label="Year"
            value={form.year}
            placeholder="Select year"
            options={GST_YEARS.map((y) => ({ value: String(y), label: String(y) }))}
            onChange={(e) => set({ year: e.target.value })}
          />
          <SelectField
            label="Month"
            value={form.month}
            placeholder="Select month"
            options={GST_MONTHS.map((m, i) => ({ value: m, label: `${m} (${MONTH_NAMES[i]})` }))}
            onChange={(e) => set({ month: e.target.value })}
          />
          {form.serviceProvider === 'indiapost' ? (
            <SelectField
              label="Note"
              value={form.selectedNote}
              options={GST_NOTES.map((n) => ({ value: n, label: n }))}
              onChange={(e) => set({ selectedNote: e.target.value })}
            />
          ) : (
            <SelectField
              label="Status"
              value={form.status}
              options={GST_COURIER_STATUSES.map((s) => ({ value: s, label: s }))}
              onChange={(e) => set({ status: e.target.value })}
            />
          )}
          {withIec && (
            <TextField
              label="IE Code"
              value={form.ieCode}
              maxLength={10}
              placeholder="Exporter's IEC"
              onChange={(e) => set({ ieCode: e.target.value.toUpperCase() })}
            />
          )}
          <div className="gstr-actions">
            <Button type="submit" disabled={download.busy}>
              {download.busy && download.pending?.format === 'xlsx' ? 'Downloading…' : 'DOWNLOAD'}
            </Button>
            <Button type="button" variant="secondary" disabled={download.busy} onClick={() => submit('json')}>
              GSTR-1 JSON
            </Button>
          </div>
        </form>
        {download.busy && (
          <ProgressBar
            boxed
            label="Making the GST report"
            percent={download.percent}
            detail={`${download.percent}%`}
          />
        )}
        {error && (
          <Alert kind="error" title="Oops!">
            {error}
          </Alert>
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
