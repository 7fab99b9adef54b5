import { useEffect, useState } from 'react';
import { chaLinkSchema, formatDateDMY } from '@exportdesk/core';
import {
  Button,
  DataTable,
  FailureAlert,
  FormTextField,
  PageHeader,
  SchemaForm,
  SelectField,
  useApiQuery,
  useFormMutation,
  useSchemaForm,
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
  // the CHA is chosen above the form; the form links one exporter IEC to it
  const form = useSchemaForm(chaLinkSchema, { chaUserId: cha, exporterIeCode: '' });
  const { setValue } = form;
  useEffect(() => setValue('chaUserId', cha), [cha, setValue]);
  const links = useApiQuery(['chaLinks', cha], (s) => chaLinks(Number(cha), s), { enabled: !!cha });
  const change = useFormMutation(form, linkAgent, {
    success: (env) => env.message,
    onSuccess: (_env, v) => {
      if (!v.unlink) setValue('exporterIeCode', '');
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
          <SchemaForm
            form={form}
            onValid={(v) => void change.run({ ...v, unlink: false })}
            noValidate={false}
            className="ed-row"
            style={{ alignItems: 'flex-end', gap: 12 }}
          >
            <FormTextField
              label="Exporter IEC"
              name="exporterIeCode"
              maxLength={10}
              required
              style={{ textTransform: 'uppercase' }}
            />
            <Button type="submit" busy={change.busy && !change.pending?.unlink}>
              Link
            </Button>
          </SchemaForm>
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
