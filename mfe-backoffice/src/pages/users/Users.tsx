import { useState } from 'react';
import { isSuperAdmin, searchBoxSchema } from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  FormTextField,
  PageHeader,
  SchemaForm,
  Tabs,
  useApiQuery,
  useAuth,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { InvoicesTable } from '../plans/InvoicesTable';
import { taxInvoices } from '../plans/planCalls';
import { ClientsTable } from './ClientsTable';
import { DomesticApprovals } from './DomesticApprovals';
import { SubUsers } from './SubUsers';

type Tab = 'clients' | 'domestic' | 'invoices';

/**
 * Clients & Users (/users; issue 14): the super admin's accounts, domestic approvals and tax
 * invoices; an exporter admin (userType 1) sees only its own users' panel.
 */
export default function Users() {
  const { principal } = useAuth();
  if (principal && !isSuperAdmin(principal)) {
    return (
      <>
        <PageHeader title="Users" />
        <SubUsers />
      </>
    );
  }
  return <AdminUsers />;
}

function AdminUsers() {
  const [tab, setTab] = useState<Tab>('clients');
  return (
    <>
      <PageHeader title="Clients & Users" />
      <Tabs
        label="Clients and users"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'clients', label: 'Clients & Users' },
          { value: 'domestic', label: 'Approvals' },
          { value: 'invoices', label: 'Tax Invoices' },
        ]}
      />
      <div style={{ marginTop: 12 }}>
        {tab === 'clients' && <ClientsTable />}
        {tab === 'domestic' && <DomesticApprovals />}
        {tab === 'invoices' && <AllInvoices />}
      </div>
    </>
  );
}

function AllInvoices() {
  const form = useSchemaForm(searchBoxSchema, { search: '' });
  const [applied, setApplied] = useState('');
  const q = useApiQuery(['taxInvoices', 'all', applied], (s) => taxInvoices(true, applied, s));
  return (
    <section className="ed-card ed-stack">
      <SchemaForm
        form={form}
        onValid={(v) => setApplied(v.search)}
        noValidate={false}
        className="ed-row"
        style={{ alignItems: 'flex-end', gap: 12 }}
      >
        <FormTextField label="Number, company or IEC" name="search" maxLength={60} />
        <Button type="submit">Search</Button>
      </SchemaForm>
      <FailureAlert failure={q.failure} onRetry={q.retry} />
      <InvoicesTable rows={q.data ?? []} admin />
    </section>
  );
}
