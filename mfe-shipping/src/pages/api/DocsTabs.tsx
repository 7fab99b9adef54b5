/** The panels of the API documentation (001 §2.9); lists come from the server, rules from core. */
import { Link } from 'react-router-dom';
import {
  IDEMPOTENCY,
  IGST_MODES,
  INVOICE_TERMS,
  ORDER_LIMITS,
  PBE_TYPES,
  RATE_LIMIT_DEFAULTS,
  sampleOrder,
} from '@exportdesk/core';
import { Alert, DataTable, Loading, type Column } from '@exportdesk/portal-kit';
import { publicUrl, saveOrderDataUrl, type Category, type Currency, type ShippingMethod } from './apiCalls';
import { CodeBlock } from './CodeBlock';
import { useServerList } from './useServerList';

const REQUIRED = Object.keys(sampleOrder(1)).filter((f) => f !== 'consigneeEmail');
const OPTIONAL = [
  'consigneeBusinessName',
  'consigneeImporterCode',
  'consigneeState',
  'consigneeEmail',
  'consigneeMobile',
  'boxId',
];

export function DocsIntro() {
  return (
    <>
      <h3>Introduction</h3>
      <p>
        The ExportDesk REST API saves your export orders as postal bills of export (PBE) under a docket number
        (<code>PMB</code> followed by 13 digits), exactly as the Excel bulk upload does.
      </p>
      <ul>
        <li>
          Send JSON (<code>Content-Type: application/json</code>) over HTTPS; every answer has{' '}
          <code>success</code>, <code>message</code> and <code>data</code>.
        </li>
        <li>
          Up to {ORDER_LIMITS.maxOrdersPerCall} orders per call. If any order is invalid, nothing is saved and
          each rejected order comes back with its reason.
        </li>
        <li>
          Retrying is safe: sending the same <code>orderId</code>s again creates nothing new and answers with
          the same docket. Send an <code>{IDEMPOTENCY.header}</code> header too and a retry within 24 hours
          gets the first answer itself (see <em>Saving parcel(s)</em>).
        </li>
        <li>
          Rate limits: {RATE_LIMIT_DEFAULTS.orderApi} calls a minute per API key, {RATE_LIMIT_DEFAULTS.quote}{' '}
          postage calculations a minute per account or address. Over a limit the answer is <code>429</code>{' '}
          with a <code>Retry-After</code> header (seconds to wait); every answer carries{' '}
          <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>.
        </li>
      </ul>
    </>
  );
}

export function DocsGetKey() {
  return (
    <>
      <h3>Get Your API key</h3>
      <ol>
        <li>
          Press <strong>Generate API Key</strong> above (exporter admins and CHAs).
        </li>
        <li>Copy the key at once: it is shown only once and stored hashed.</li>
        <li>
          Send it as <code>authKey</code> in every call. Keep it out of source control; in CI use a secret
          variable such as <code>EXPORTDESK_API_KEY</code>.
        </li>
        <li>
          <strong>Re-Generate API Key</strong> replaces it: the old key stops working at once.
        </li>
      </ol>
    </>
  );
}

/** A CI step that may run twice (issue 26): the same key answers the first answer; a workbook sent before exits 0. */
export const retrySafeCiJob = (url: string) =>
  [
    '# orders.json: { "authKey": "<your API key>", "orderData": [ … ] }',
    `curl -fsS --retry 5 --retry-all-errors -X POST '${url}' \\`,
    "  -H 'Content-Type: application/json' \\",
    `  -H "${IDEMPOTENCY.header}: $CI_PIPELINE_ID-orders" \\`,
    '  -d @orders.json',
    '# or a workbook: a file uploaded before exits 0 with its docket ("duplicate": true)',
    'exportdesk upload orders.xlsx --json',
  ].join('\n');

export function DocsSaving() {
  const body = JSON.stringify({ authKey: 'YOUR_API_KEY', orderData: [sampleOrder(1)] }, null, 2);
  const curl = `curl -X POST '${saveOrderDataUrl()}' \\\n  -H 'Content-Type: application/json' \\\n  -d '${body.replace(/'/g, "'\\''")}'`;
  return (
    <>
      <h3>Saving parcel(s)</h3>
      <p>
        <code>POST {saveOrderDataUrl()}</code> with <code>authKey</code> and an <code>orderData</code> array.
        Items with the same <code>boxId</code> travel as one parcel; without one, each item is its own parcel.
      </p>
      <CodeBlock label="curl command" code={curl} />
      <p>
        Answer: <code>{'{ "success": true, "type": "PBE2", "tempSBill": "PMB1000000000001", … }'}</code>
      </p>
      <h4>A retry-safe CI job</h4>
      <p>
        Send an <code>{IDEMPOTENCY.header}</code> (up to {IDEMPOTENCY.maxLength} characters) naming the work:
        a retry with the same key and body answers the first answer for 24 hours, with{' '}
        <code>{IDEMPOTENCY.replayedHeader}: true</code>; the same key with another body is refused (409).
      </p>
      <CodeBlock label="retry-safe CI job" code={retrySafeCiJob(saveOrderDataUrl())} />
      <dl className="ak-fields">
        <dt>Required (text)</dt>
        <dd>{REQUIRED.join(', ')}</dd>
        <dt>Required for PBE1</dt>
        <dd>url, trxnId, sku</dd>
        <dt>Optional</dt>
        <dd>{OPTIONAL.join(', ')}</dd>
        <dt>pbe</dt>
        <dd>{PBE_TYPES.join(' or ')}</dd>
        <dt>invoiceTerms</dt>
        <dd>{INVOICE_TERMS.join('; ')}</dd>
        <dt>igstMode</dt>
        <dd>{IGST_MODES.join('; ')}</dd>
        <dt>invoiceDate</dt>
        <dd>DD-MM-YYYY; weights in grams, amounts in INR unless named foreign.</dd>
      </dl>
    </>
  );
}

/** Loading, failure and empty states of a server list, then the table. */
function ServerTable<T>({
  list,
  caption,
  failure,
  empty,
  columns,
  rowKey,
}: {
  list: T[] | null | undefined;
  caption: string;
  failure: string;
  empty: string;
  columns: Column<T>[];
  rowKey: (r: T) => string;
}) {
  if (list === undefined) return <Loading />;
  if (list === null)
    return (
      <Alert kind="error" title="Oops!">
        {failure}
      </Alert>
    );
  return (
    <DataTable caption={caption} columns={columns} rows={list} rowKey={rowKey} pageSize={50} empty={empty} />
  );
}

export function DocsCurrencies() {
  const list = useServerList<Currency>('client/currencies');
  return (
    <>
      <h3>Currencies with codes</h3>
      <p>
        Send the code as <code>currency</code>; <code>fob_foreign</code> is in that currency. The list:{' '}
        <code>GET {publicUrl('client/currencies')}</code>.
      </p>
      <ServerTable
        list={list}
        caption="Currencies"
        failure="Some error occurred while fetching currencies"
        empty="No Currency Found"
        columns={[
          { key: 'short', header: 'Code' },
          { key: 'name', header: 'Currency' },
        ]}
        rowKey={(c) => c.short}
      />
    </>
  );
}

export function DocsShipping() {
  const list = useServerList<ShippingMethod>('client/shippingmethods');
  return (
    <>
      <h3>Shipping Methods</h3>
      <p>
        Send the method's name as <code>parcelType</code>. The list:{' '}
        <code>GET {publicUrl('client/shippingmethods')}</code>.
      </p>
      <ServerTable
        list={list}
        caption="Shipping methods"
        failure="Some error occurred while fetching shipping methods"
        empty="No Data Found"
        columns={[
          { key: 'name', header: 'parcelType' },
          { key: 'carrier', header: 'Carrier' },
        ]}
        rowKey={(m) => m.name}
      />
    </>
  );
}

export function DocsPostage() {
  const curl = `curl -X POST '${publicUrl('authentication/rateCalculation')}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{ "country": "USA", "weight": "500", "length": "20", "width": "15", "height": "10" }'`;
  return (
    <>
      <h3>Calculate Postage</h3>
      <p>
        India Post prices for a parcel: the destination country, weight in grams and size in cm. The same call
        powers the portal's rate calculator.
      </p>
      <CodeBlock label="Calculate postage curl command" code={curl} />
    </>
  );
}

export function DocsCategories() {
  const list = useServerList<Category>('client/categories');
  return (
    <>
      <h3>Product Categories</h3>
      <p>
        Send the name as <code>category</code>. Look up HSN codes with the{' '}
        <Link to="/hsnlookup">HS code lookup</Link>.
      </p>
      <ServerTable
        list={list}
        caption="Product categories"
        failure="Some error occurred while fetching categories"
        empty="No Data Found"
        columns={[
          { key: 'categoryName', header: 'Category' },
          { key: 'hsn', header: 'Default HSN', render: (c) => c.hsn ?? '—' },
        ]}
        rowKey={(c) => c.categoryName}
      />
    </>
  );
}
