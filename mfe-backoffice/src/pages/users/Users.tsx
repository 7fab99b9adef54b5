import { useState } from 'react';
import { isSuperAdmin } from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  PageHeader,
  Tabs,
  TextField,
  useApiQuery,
  useAuth,
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
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const q = useApiQuery(['taxInvoices', 'all', applied], (s) => taxInvoices(true, applied, s));
  return (
    <section className="ed-card ed-stack">
      <form
        className="ed-row"
        style={{ alignItems: 'flex-end', gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(search.trim());
        }}
      >
        <TextField
          label="Number, company or IEC"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={60}
        />
        <Button type="submit">Search</Button>
      </form>
      <FailureAlert failure={q.failure} onRetry={q.retry} />
      <InvoicesTable rows={q.data ?? []} admin />
    </section>
  );
}
