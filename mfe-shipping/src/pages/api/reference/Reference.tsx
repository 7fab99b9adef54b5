import { useMemo, useState } from 'react';
import { Alert, Loading, TextField, useApiQuery } from '@exportdesk/portal-kit';
import { CodeBlock } from '../CodeBlock';
import { loadOpenApi, matches, operationsByTag, type FieldRow, type Operation } from './openapi';
import './reference.css';

/**
 * The API reference (001 §2.9, issue 25 item 3): every operation of GET /api/v1/openapi.json,
 * grouped by tag, with its sign-in, permission, fields and copyable examples. Loaded only when
 * its tab is opened (ReferenceTab.tsx).
 */
export default function Reference() {
  const q = useApiQuery(['openapi'], async (signal) => ({
    success: true,
    message: '',
    data: await loadOpenApi(signal),
  }));
  const [search, setSearch] = useState('');
  const groups = useMemo(() => (q.data ? operationsByTag(q.data) : []), [q.data]);
  const shown = groups
    .map((g) => ({ ...g, ops: g.ops.filter((o) => matches(o, search)) }))
    .filter((g) => g.ops.length);

  if (q.loading) return <Loading label="Loading the API reference" />;
  if (q.failure || !q.data)
    return <Alert kind="error">{q.failure?.message ?? 'The API reference could not be loaded.'}</Alert>;
  return (
    <div className="ar-ref">
      <p>
        Every call of the API, from its OpenAPI 3.1 description (<code>GET /api/v1/openapi.json</code>). Calls
        marked <span className="ar-badge">Public</span> are the surface pipelines script.
      </p>
      <TextField
        label="Search the reference"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="A path, name or word: saveorderdata, dockets, label…"
      />
      {!shown.length && <div className="ed-empty">No call matches “{search}”.</div>}
      {shown.map((g) => (
        <section key={g.tag} className="ar-group" aria-label={g.tag}>
          <h3>{g.tag}</h3>
          {g.description && <p className="ar-muted">{g.description}</p>}
          {g.ops.map((op) => (
            <OperationCard key={`${op.method} ${op.path}`} op={op} />
          ))}
        </section>
      ))}
    </div>
  );
}

function OperationCard({ op }: { op: Operation }) {
  return (
    <details className="ar-op" data-operation={op.id}>
      <summary>
        <span className={`ar-method ar-method--${op.method.toLowerCase()}`}>{op.method}</span>
        <code className="ar-path">{op.path}</code>
        <span className="ar-summary">{op.summary}</span>
        {op.isPublic && <span className="ar-badge">Public</span>}
      </summary>
      <div className="ar-op__body">
        {op.description && <p>{op.description}</p>}
        <dl className="ar-facts">
          <dt>Name</dt>
          <dd>
            <code>{op.id}</code>
          </dd>
          <dt>Sign-in</dt>
          <dd>{op.signIn}</dd>
          {op.permission && (
            <>
              <dt>Permission</dt>
              <dd>
                <code>{op.permission}</code>
              </dd>
            </>
          )}
          <dt>Answer</dt>
          <dd>
            {op.status}
            {op.files.length
              ? `: a file (${op.files.join(', ')})`
              : ': the envelope { success, message, data }'}
          </dd>
        </dl>
        <Fields caption="Path and query" rows={op.params} />
        <Fields caption="Request body" rows={op.body} />
        <Fields caption="Answer" rows={op.answer} />
        {op.samples.map((s) => (
          <CodeBlock key={s.label} label={`${op.id}: ${s.label} example`} code={s.source} />
        ))}
      </div>
    </details>
  );
}

function Fields({ caption, rows }: { caption: string; rows: FieldRow[] }) {
  if (!rows.length) return null;
  return (
    <table className="ar-fields">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">What it is</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>
              <code>{r.name}</code>
            </td>
            <td>{r.type}</td>
            <td>{r.required ? 'Yes' : ''}</td>
            <td>{r.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
