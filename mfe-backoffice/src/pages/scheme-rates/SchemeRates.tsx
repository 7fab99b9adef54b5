import { useState } from 'react';
import {
  formatDateDMY,
  SCHEMES,
  schemeRateUploadFormSchema,
  type SchemeRateUploadForm,
} from '@exportdesk/core';
import {
  Button,
  ConfirmDialog,
  FailureAlert,
  Loading,
  FormFileField,
  FormSelectField,
  FormTextField,
  PageHeader,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { listSchemeVersions, rollBackSchedule, uploadSchedule, type SchemeVersion } from './schemeRatesCalls';

const EMPTY: SchemeRateUploadForm = { scheme: 'RODTEP', effectiveFrom: '', reference: '', file: undefined };

const day = (ms: number) => formatDateDMY(new Date(ms + 330 * 60_000));

/** In force: per scheme the latest not rolled back whose date has come; the rest superseded or scheduled. */
function statusOf(v: SchemeVersion, all: SchemeVersion[], now = Date.now()): string {
  if (v.rolledBackAt) return 'Rolled back';
  if (v.effectiveFrom > now) return 'Scheduled';
  const current = all.find((x) => x.scheme === v.scheme && !x.rolledBackAt && x.effectiveFrom <= now);
  return current?.id === v.id ? 'In force' : 'Superseded';
}

/**
 * Scheme rates (Tools, super admin; issue 16): MEIS Appendix 3B Table 2 and RoDTEP schedules as
 * uploaded Excel (ITC HS Code, Description, Rate of Entitlement (%), optional Cap per Unit (INR)
 * and Cap Unit), their history and roll back. A workbook with a problem writes nothing.
 */
export default function SchemeRates() {
  const q = useApiQuery(['scheme-rates'], (signal) => listSchemeVersions(signal));
  const form = useSchemaForm(schemeRateUploadFormSchema, EMPTY);
  const [file, effectiveFrom] = form.watch(['file', 'effectiveFrom']);
  const [confirm, setConfirm] = useState<SchemeVersion | null>(null);
  const upload = useApiMutation(uploadSchedule, {
    success: (a) => a.message,
    invalidates: [['scheme-rates']],
  });
  const rollBack = useApiMutation((id: number) => rollBackSchedule(id), {
    success: (a) => a.message,
    invalidates: [['scheme-rates']],
  });
  const versions = q.answer?.data ?? [];
  return (
    <>
      <PageHeader
        title="Scheme Rates"
        subtitle="MEIS Appendix 3B Table 2 and RoDTEP schedules the claims are priced with."
      />
      <div className="ed-stack">
        <SchemaForm
          form={form}
          className="ed-card ed-stack"
          aria-label="Upload a schedule"
          onValid={(v) => void upload.run(v)}
        >
          <div className="ed-row">
            <FormSelectField
              name="scheme"
              label="Scheme"
              options={SCHEMES.map((s) => ({ value: s, label: s === 'RODTEP' ? 'RoDTEP' : 'MEIS' }))}
            />
            <FormTextField name="effectiveFrom" label="Effective from" type="date" />
            <FormTextField name="reference" label="Reference" />
          </div>
          <FormFileField
            name="file"
            label="Workbook (.xlsx): ITC HS Code, Description, Rate of Entitlement (%), Cap per Unit (INR), Cap Unit"
            aria-label="Schedule workbook"
            accept=".xlsx"
          />
          <div className="ed-row">
            <Button type="submit" disabled={!file || !effectiveFrom || upload.busy}>
              {upload.busy ? 'Uploading…' : 'Upload'}
            </Button>
          </div>
        </SchemaForm>
        {q.failure ? (
          <FailureAlert failure={q.failure} onRetry={q.retry} />
        ) : !q.answer ? (
          <Loading />
        ) : (
          <div className="ed-table-wrap">
            <table className="ed-table">
              <caption className="ed-sr-only">Schedules</caption>
              <thead>
                <tr>
                  <th scope="col">Scheme</th>
                  <th scope="col">Effective from</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Rows</th>
                  <th scope="col">Uploaded</th>
                  <th scope="col">Status</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {versions.map((v) => (
                  <tr key={v.id}>
                    <td data-label="Scheme">{v.scheme === 'RODTEP' ? 'RoDTEP' : 'MEIS'}</td>
                    <td data-label="Effective from">{day(v.effectiveFrom)}</td>
                    <td data-label="Reference">
                      {v.reference}
                      {v.demo && <span className="ed-badge">DEMO</span>}
                    </td>
                    <td data-label="Rows">{v.rowCount}</td>
                    <td data-label="Uploaded">
                      {v.uploadedBy ?? 'seed'} · {day(v.createdAt)}
                    </td>
                    <td data-label="Status">{statusOf(v, versions)}</td>
                    <td data-label="Action">
                      {!v.rolledBackAt && (
                        <Button size="sm" variant="secondary" onClick={() => setConfirm(v)}>
                          Roll back
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={!!confirm}
        title="Roll back this schedule?"
        text="The schedule before it is in force again for new claims. Claims already generated keep their rates."
        confirmLabel="Roll back"
        onConfirm={() => {
          if (confirm) void rollBack.run(confirm.id);
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
