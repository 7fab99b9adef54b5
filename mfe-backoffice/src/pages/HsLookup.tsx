import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { hsDutyFor, hsLookupSchema, LOOKUP_CONTRACTS, MSG, type HsRow } from '@exportdesk/core';
import {
  Alert,
  Button,
  DataTable,
  FormTextField,
  PageHeader,
  SchemaForm,
  callContract,
  useApiMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';

/** HS code lookup (002 §2.9): search box, table HS Code / Description of Goods / Duty, Reset and Back. */
export default function HsLookup() {
  const navigate = useNavigate();
  const form = useSchemaForm(hsLookupSchema, { query: '' });
  const [rows, setRows] = useState<HsRow[] | null>(null);
  const lookup = useApiMutation(
    // The tariff search the back office serves (002 §7 "getItemLookUp").
    (q: string) => callContract(LOOKUP_CONTRACTS.getItemLookUp, { body: { query: q } }),
    {
      show: 'inline',
      onSuccess: (res) => setRows(Array.isArray(res.data) ? res.data : []),
    },
  );
  const { busy, error } = lookup;

  // core's hsLookupSchema refuses the query with the spec's message under the box
  const search = () => void lookup.run(form.getValues('query').trim());

  return (
    <>
      <PageHeader title="HS Look Up" subtitle="Find the tariff code and duty for your goods." />
      <SchemaForm
        form={form}
        onValid={search}
        noValidate={false}
        className="ed-card ed-row"
        style={{ alignItems: 'flex-end' }}
        aria-label="HS code search"
      >
        <FormTextField
          label="Search goods or HS code"
          name="query"
          className="hs-search"
          onChange={(e) => {
            // "special characters give 'Do not use special characters'" (dots allowed in a code)
            if (/[^A-Za-z0-9 .]/.test(e.target.value))
              form.setError('query', { type: 'typed', message: MSG.hsSpecialChars });
            else form.clearErrors('query');
          }}
          style={{ minWidth: 280 }}
        />
        <Button type="submit" busy={busy}>
          Search
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset();
            setRows(null);
            lookup.reset();
          }}
        >
          Reset
        </Button>
        <Button variant="ghost" onClick={() => navigate(-1)}>
          Back
        </Button>
      </SchemaForm>
      <div style={{ marginTop: 20 }}>
        {error && (
          <Alert kind="error" title="Oops!">
            {error}
          </Alert>
        )}
        {rows && (
          <DataTable
            caption="HS codes"
            rows={rows}
            rowKey={(r) => r.hsnCode}
            columns={[
              { key: 'hsnCode', header: 'HS Code', sortable: true },
              { key: 'description', header: 'Description of Goods', sortable: true },
              { key: 'duty', header: 'Duty', render: (r) => r.duty || hsDutyFor(r.hsnCode) || '—' },
            ]}
          />
        )}
      </div>
    </>
  );
}
