import { useState } from 'react';
import { formatDateDMY } from '@exportdesk/core';
import {
  Button,
  DataTable,
  FailureAlert,
  PageHeader,
  SelectField,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@exportdesk/portal-kit';
import { chaLinks, linkAgent, listAgents } from './agentsCalls';

const when = (ms: number) => {
  const d = new Date(ms + 19_800_000);
  return `${formatDateDMY(d)} ${d.toISOString().slice(11, 16)}`;
};

/**
 * Manage Agents (/manage-agents, super admin; issue 14): link CHAs and agents to exporters (the
 * links that decide which exporters a CHA may upload for), unlink them, and see the history.
 */
export default function ManageAgents() {
  const agents = useApiQuery(['agents'], (s) => listAgents(s));
  const [cha, setCha] = useState('');
  const [iec, setIec] = useState('');
  const links = useApiQuery(['chaLinks', cha], (s) => chaLinks(Number(cha), s), { enabled: !!cha });
  const change = useApiMutation(linkAgent, {
    success: (env) => env.message,
    onSuccess: (_env, v) => {
      if (!v.unlink) setIec('');
      void links.retry();
    },
  });
  return (
    <>
      <PageHeader title="Manage Agents" subtitle="Which exporters each CHA or agent works for." />
      <FailureAlert failure={agents.failure} onRetry={agents.retry} />
      <section className="ed-card ed-stack">
        <SelectField
          label="CHA or agent"
          value={cha}
          onChange={(e) => setCha(e.target.value)}
          placeholder="Choose…"
          options={(agents.data ?? []).map((a) => ({
            value: String(a.userId),
            label: `${a.name} (${a.userName}, type ${a.userType})`,
          }))}
        />
        {cha && (
          <form
            className="ed-row"
            style={{ alignItems: 'flex-end', gap: 12 }}
            onSubmit={(e) => {
              e.preventDefault();
              void change.run({
                chaUserId: Number(cha),
                exporterIeCode: iec.trim().toUpperCase(),
                unlink: false,
              });
            }}
          >
            <TextField
              label="Exporter IEC"
              value={iec}
              onChange={(e) => setIec(e.target.value)}
              maxLength={10}
              required
              style={{ textTransform: 'uppercase' }}
            />
            <Button type="submit" busy={change.busy && !change.pending?.unlink}>
              Link
            </Button>
          </form>
        )}
      </section>
      {cha && (
        <>
          <section className="ed-card ed-stack" style={{ marginTop: 16 }}>
            <h2>Linked exporters</h2>
            <FailureAlert failure={links.failure} onRetry={links.retry} />
            <DataTable
              caption="Linked exporters"
              rows={links.data?.exporters ?? []}
              rowKey={(r) => String(r.userId)}
              empty="No exporters linked"
              columns={[
                { key: 'ieCode', header: 'IEC', sortable: true },
                { key: 'name', header: 'Exporter', sortable: true },
                {
                  key: 'action',
                  header: 'Action',
                  render: (r) => (
                    <Button
                      size="sm"
                      variant="danger"
                      busy={change.busy && change.pending?.exporterIeCode === r.ieCode}
                      onClick={() =>
                        void change.run({
                          chaUserId: Number(cha),
                          exporterIeCode: r.ieCode ?? '',
                          unlink: true,
                        })
                      }
                    >
                      Unlink
                    </Button>
                  ),
                },
              ]}
            />
          </section>
          <section className="ed-card ed-stack" style={{ marginTop: 16 }}>
            <h2>History</h2>
            <DataTable
              caption="Link history"
              rows={links.data?.history ?? []}
              rowKey={(r) => String(r.id)}
              empty="No changes yet"
              columns={[
                { key: 'at', header: 'When', render: (r) => when(r.at) },
                {
                  key: 'action',
                  header: 'Change',
                  render: (r) => (r.action === 'link' ? 'Linked' : 'Unlinked'),
                },
                { key: 'ieCode', header: 'IEC' },
                { key: 'name', header: 'Exporter' },
                { key: 'by', header: 'By' },
              ]}
            />
          </section>
        </>
      )}
    </>
  );
}
