/**
 * /pboe (issue 16, route table "docs"): the postal bill print of a docket. A docket picker — a
 * docket number typed in, or one of the user's dockets from the PBE list — opens the existing
 * postal bill page /postalbill/:docket (002 §2.5), which prints and downloads it.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateDMY, formatInr, ORDER_MSG, postalBillDocketSchema } from '@exportdesk/core';
import {
  Button,
  DataTable,
  FailureAlert,
  FormTextField,
  Loading,
  PageHeader,
  Pager,
  SchemaForm,
  useSchemaForm,
  type Column,
} from '@exportdesk/portal-kit';
import type { DocketItem } from '../pbe/pbeCalls';
import { useDocketList } from '../pbe/useDocketList';

const NO_FILTER = {};

export default function Pboe() {
  const navigate = useNavigate();
  // The docket typed in: trimmed and upper-cased by the schema, as the PBE list writes it.
  const form = useSchemaForm(postalBillDocketSchema, { docket: '' });
  const docket = form.watch('docket');
  const [page, setPage] = useState(1);
  const { answer, error, failure, retry } = useDocketList(NO_FILTER, page);
  const columns: Column<DocketItem>[] = [
    { key: 'tempSBill', header: 'Docket No.' },
    { key: 'company', header: 'Company Name', render: (r) => r.exporterDetails.name },
    { key: 'fob', header: 'FOB (INR)', nowrap: true, render: (r) => formatInr(r.fob) },
    { key: 'created', header: 'Created', render: (r) => formatDateDMY(new Date(r.createdAt)) },
    {
      key: 'print',
      header: 'Action',
      render: (r) => (
        <Link
          className="ed-btn ed-btn--secondary ed-btn--sm"
          to={`/postalbill/${encodeURIComponent(r.tempSBill)}`}
          aria-label={`Postal bill of docket ${r.tempSBill}`}
        >
          Postal Bill
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Postal Bill of Export" subtitle="Choose a docket to print its postal bill." />
      <div className="ed-stack">
        <SchemaForm
          form={form}
          className="ed-card"
          aria-label="Open a docket's postal bill"
          style={{ display: 'flex', gap: '0.5rem', alignItems: 'end', padding: '1rem', flexWrap: 'wrap' }}
          onValid={(v) => navigate(`/postalbill/${encodeURIComponent(v.docket)}`)}
        >
          <FormTextField name="docket" label="Docket No." maxLength={16} />
          <Button type="submit" disabled={!docket.trim()}>
            Open postal bill
          </Button>
        </SchemaForm>
        {failure ? (
          <FailureAlert failure={failure} onRetry={retry} />
        ) : !answer ? (
          !error && <Loading />
        ) : (
          <>
            <DataTable
              caption="Your dockets"
              columns={columns}
              rows={answer.items}
              rowKey={(r) => r.tempSBill}
              empty={ORDER_MSG.noRecordFound}
            />
            {answer.pager && <Pager pager={answer.pager} onPage={setPage} label="Docket pages" />}
          </>
        )}
      </div>
    </>
  );
}
