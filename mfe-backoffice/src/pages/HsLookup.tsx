import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { hsDutyFor, LOOKUP_CONTRACTS, MSG, parseHsQuery, type HsRow } from '@exportdesk/core';
import {
  Alert,
  Button,
  DataTable,
  PageHeader,
  callContract,
  TextField,
  useApiMutation,
} from '@exportdesk/portal-kit';

/** HS code lookup (002 §2.9): search box, table HS Code / Description of Goods / Duty, Reset and Back. */
export default function HsLookup() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
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

  function search(e: FormEvent) {
    e.preventDefault();
    const parsed = parseHsQuery(query);
    if (!parsed.ok) return setWarning(parsed.message);
    void lookup.run(query.trim());
  }

  return (
    <>
      <PageHeader title="HS Look Up" subtitle="Find the tariff code and duty for your goods." />
      <form
        className="ed-card ed-row"
        onSubmit={search}
        style={{ alignItems: 'flex-end' }}
        aria-label="HS code search"
      >
        <TextField
          label="Search goods or HS code"
          className="hs-search"
          value={query}
          error={warning ?? undefined}
          onChange={(e) => {
            // "special characters give 'Do not use special characters'" (dots allowed in a code)
            setQuery(e.target.value);
            setWarning(/[^A-Za-z0-9 .]/.test(e.target.value) ? MSG.hsSpecialChars : null);
          }}
          style={{ minWidth: 280 }}
        />
        <Button type="submit" busy={busy}>
          Search
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setQuery('');
            setRows(null);
            setWarning(null);
            lookup.reset();
          }}
        >
          Reset
        </Button>
        <Button variant="ghost" onClick={() => navigate(-1)}>
          Back
        </Button>
      </form>
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
