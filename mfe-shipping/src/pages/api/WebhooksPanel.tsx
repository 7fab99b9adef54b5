import { useState } from 'react';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MSG,
  webhookEndpointSchema,
  type WebhookEndpointInput,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  FailureAlert,
  FormCheckboxGroup,
  FormTextField,
  Loading,
  SchemaForm,
  useSchemaForm,
  type Column,
} from '@exportdesk/portal-kit';
import { useCopy } from './useCopy';
import { useWebhooks } from './useWebhooks';
import type { WebhookDelivery, WebhookEndpoint } from './webhookCalls';

const when = (ms: number | null) => (ms ? new Date(ms).toLocaleString() : '—');

/** The API documentation's Webhooks tab (issue 26): endpoints, add (secret once), test, delivery log. */
export function WebhooksPanel() {
  const w = useWebhooks();
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const copy = useCopy();
  const list = w.endpoints.data ?? [];

  const columns: Column<WebhookEndpoint>[] = [
    { key: 'url', header: 'URL', render: (e) => <code>{e.url}</code> },
    { key: 'events', header: 'Events', render: (e) => e.events.join(', ') },
    {
      key: 'state',
      header: 'State',
      render: (e) =>
        e.enabled ? (e.failingSince ? `Failing since ${when(e.failingSince)}` : 'Enabled') : 'Disabled',
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (e) => (
        <div className="ed-row">
          <Button size="sm" variant="secondary" onClick={() => w.setOpenLog(e.id)}>
            Deliveries
          </Button>
          <Button size="sm" variant="secondary" disabled={!e.enabled} onClick={() => void w.test.run(e.id)}>
            Send test
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRemoving(e)}>
            Remove
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <h3>Webhooks</h3>
      <p>
        ExportDesk POSTs each event you choose to your HTTPS endpoint as JSON (<code>id</code>,{' '}
        <code>type</code>, <code>created</code>, <code>data</code>), signed in the{' '}
        <code>ExportDesk-Signature</code> header (HMAC-SHA256 of <code>t.body</code> with the endpoint's
        secret). Failed deliveries are retried for about 24 hours. From a laptop,{' '}
        <code>exportdesk listen --forward http://localhost:3000/hooks</code> forwards your events to a local
        receiver.
      </p>
      {w.secret && (
        <Alert kind="warning">
          {WEBHOOK_MSG.created} <code data-testid="webhook-secret">{w.secret.secret}</code>{' '}
          <Button size="sm" variant="secondary" onClick={() => copy.copy(w.secret!.secret)}>
            {copy.copied ? copy.copiedLabel : 'Copy'}
          </Button>
        </Alert>
      )}
      <AddEndpoint busy={w.add.busy} onAdd={(v) => w.add.run(v)} />
      {w.endpoints.failure ? (
        <FailureAlert title="Oops!" failure={w.endpoints.failure} onRetry={w.endpoints.retry} />
      ) : w.endpoints.loading ? (
        <Loading />
      ) : (
        <DataTable
          caption="Webhook endpoints"
          columns={columns}
          rows={list}
          rowKey={(e) => String(e.id)}
          empty="No endpoints yet."
        />
      )}
      {w.openLog !== null && (
        <DeliveryLog
          endpoint={list.find((e) => e.id === w.openLog)}
          rows={w.deliveries.data ?? []}
          loading={w.deliveries.loading}
          onRedeliver={(id) => void w.again.run(id)}
          onRefresh={() => void w.deliveries.retry()}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title="Remove this endpoint?"
        text={`Nothing more is sent to ${removing?.url ?? ''}.`}
        confirmLabel="Yes, Remove"
        onConfirm={() => {
          if (removing) void w.remove.run(removing.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

const NO_ENDPOINT: { url: string; events: string[] } = { url: '', events: [] };
const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((t) => ({ value: t, label: t }));

/** URL and events, checked with core's schema (the server's messages, verbatim). */
export function AddEndpoint({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (v: WebhookEndpointInput) => Promise<unknown>;
}) {
  const form = useSchemaForm(webhookEndpointSchema, NO_ENDPOINT);
  return (
    <SchemaForm
      form={form}
      className="ak-webhook-form"
      aria-label="Add a webhook endpoint"
      onValid={async (v) => {
        if (await onAdd(v)) form.reset(NO_ENDPOINT);
      }}
    >
      <FormTextField name="url" label="Endpoint URL" placeholder="https://example.com/hooks" />
      <FormCheckboxGroup name="events" label="Events" options={EVENT_OPTIONS} />
      <Button type="submit" busy={busy}>
        Add endpoint
      </Button>
    </SchemaForm>
  );
}

function DeliveryLog(p: {
  endpoint: WebhookEndpoint | undefined;
  rows: WebhookDelivery[];
  loading: boolean;
  onRedeliver: (id: string) => void;
  onRefresh: () => void;
}) {
  const columns: Column<WebhookDelivery>[] = [
    { key: 'eventType', header: 'Event' },
    { key: 'status', header: 'Status' },
    { key: 'responseCode', header: 'Response', render: (d) => d.responseCode ?? d.error ?? '—' },
    {
      key: 'durationMs',
      header: 'Duration',
      render: (d) => (d.durationMs === null ? '—' : `${d.durationMs} ms`),
    },
    { key: 'attempts', header: 'Tries' },
    {
      key: 'time',
      header: 'Time',
      nowrap: true,
      value: (d) => d.lastAttemptAt ?? d.createdAt,
      render: (d) => when(d.lastAttemptAt ?? d.createdAt),
    },
    {
      key: 'redeliver',
      header: '',
      render: (d) => (
        <Button size="sm" variant="secondary" onClick={() => p.onRedeliver(d.id)}>
          Redeliver
        </Button>
      ),
    },
  ];
  return (
    <section aria-label="Delivery log">
      <div className="ed-row">
        <h4>Deliveries to {p.endpoint?.url ?? 'this endpoint'}</h4>
        <Button size="sm" variant="ghost" onClick={p.onRefresh}>
          Refresh
        </Button>
      </div>
      {p.loading ? (
        <Loading />
      ) : (
        <DataTable
          caption="Delivery log"
          columns={columns}
          rows={p.rows}
          rowKey={(d) => d.id}
          empty="No deliveries yet."
        />
      )}
    </section>
  );
}
