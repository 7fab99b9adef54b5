import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { docketPagePath, formatDateDMY, type PickupAnswer, type PickupRequestRow } from '@exportdesk/core';
import {
  Alert,
  Button,
  DataTable,
  FailureAlert,
  Loading,
  Modal,
  PageHeader,
  Pager,
  Tabs,
  TextField,
  useApiMutation,
  useApiQuery,
  type Column,
} from '@exportdesk/portal-kit';
import { answerPickup, listPickups } from './pickupCalls';

const isoToDmy = (v: string) => (v ? v.split('-').reverse().join('-') : '');

const requestedOn = (r: PickupRequestRow) =>
  r.requestedAt ? formatDateDMY(new Date(r.requestedAt + 330 * 60_000)) : '';

/**
 * Pickup Requests (/pickup/{page}): the super admin confirms, reschedules or declines (with a reason)
 * the exporters' requests; an exporter or CHA sees its own requests and the desk's answers, read-only.
 */
export default function PickupRequests() {
  const params = useParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.page) || 1);
  const [filter, setFilter] = useState<'open' | 'all'>('open');
  const q = useApiQuery(['pickups', page, filter], (s) => listPickups(page, filter, s), {
    keepPrevious: true,
  });
  const [asking, setAsking] = useState<{ row: PickupRequestRow; answer: PickupAnswer } | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useApiMutation(
    (v: { docket: string; answer: PickupAnswer; date?: string; reason?: string }) =>
      answerPickup(v.docket, v.answer, v.date, v.reason),
    { success: (a) => a.message, onSuccess: () => void q.retry() },
  );

  const columns: Column<PickupRequestRow>[] = [
    { key: 'docketNo', header: 'Docket No.' },
    {
      key: 'exporter',
      header: 'Exporter',
      render: (r) => `${r.exporter}${r.ieCode ? ` (${r.ieCode})` : ''}`,
    },
    { key: 'boxCount', header: 'Parcels' },
    { key: 'pickupDate', header: 'Pickup date', render: (r) => r.pickupDate ?? '—' },
    {
      key: 'requestedAt',
      header: 'Requested',
      render: requestedOn,
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => `${r.answer ?? r.status}${r.answerReason ? ` — ${r.answerReason}` : ''}`,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (r) =>
        r.status === 'Scheduled' && r.answer !== 'Confirmed' ? (
          <span className="sa-actions" style={{ display: 'inline-flex', gap: 6, flexWrap: 'wrap' }}>
            <Button size="sm" onClick={() => void send.run({ docket: r.docketNo, answer: 'Confirmed' })}>
              Confirm
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setAsking({ row: r, answer: 'Rescheduled' })}
            >
              Reschedule
            </Button>
            <Button size="sm" variant="danger" onClick={() => setAsking({ row: r, answer: 'Declined' })}>
              Decline
            </Button>
          </span>
        ) : null,
    },
  ];

  // Exporters' and CHAs' view: their own requests and the desk's answers, nothing to act on.
  const mine: Column<PickupRequestRow>[] = [
    {
      key: 'docketNo',
      header: 'Docket No.',
      render: (r) => <Link to={docketPagePath(r.docketNo)}>{r.docketNo}</Link>,
    },
    { key: 'requestedAt', header: 'Requested on', render: requestedOn },
    {
      key: 'pickupDate',
      header: 'Pickup date',
      // A rescheduled request carries the desk's new date; a declined one has none (back to Pending).
      render: (r) =>
        r.pickupDate ? `${r.pickupDate}${r.answer === 'Rescheduled' ? ' (rescheduled)' : ''}` : '—',
    },
    { key: 'status', header: 'Status' },
    {
      key: 'answer',
      header: 'Desk answer',
      render: (r) => (r.answer ? `${r.answer}${r.answerReason ? ` — ${r.answerReason}` : ''}` : 'Waiting'),
    },
  ];

  const d = q.answer?.data;
  const desk = d?.canAnswer === true;
  return (
    <>
      <PageHeader
        title="Pickup Requests"
        subtitle={
          !d || desk
            ? 'Pickups the exporters asked for, by pickup date.'
            : 'Your pickup requests and the pickup desk’s answers, by pickup date.'
        }
      />
      <div className="ed-stack">
        <Tabs
          label="Which requests"
          value={filter}
          onChange={setFilter}
          tabs={[
            { value: 'open', label: 'Waiting' },
            { value: 'all', label: 'All' },
          ]}
        />
        {q.failure && <FailureAlert failure={q.failure} onRetry={q.retry} />}
        {!d ? (
          !q.failure && <Loading />
        ) : (
          <>
            <DataTable
              caption="Pickup requests"
              columns={desk ? columns : mine}
              rows={d.requests}
              rowKey={(r) => r.docketNo}
              empty="No pickup requests"
            />
            <Pager pager={d.pager} onPage={(p) => navigate(`/pickup/${p}`)} label="Pickup request pages" />
          </>
        )}
      </div>
      <Modal
        open={!!asking}
        title={asking?.answer === 'Declined' ? 'Decline pickup' : 'Reschedule pickup'}
        onClose={() => setAsking(null)}
        footer={
          <Button
            busy={send.busy}
            onClick={async () => {
              if (!asking) return;
              const decline = asking.answer === 'Declined';
              if (!text.trim())
                return setError(decline ? 'Please enter the reason for declining' : 'Date is required');
              const ok = await send.run({
                docket: asking.row.docketNo,
                answer: asking.answer,
                date: decline ? '' : isoToDmy(text),
                reason: decline ? text.trim() : '',
              });
              if (ok) {
                setAsking(null);
                setText('');
                setError(null);
              }
            }}
          >
            Save
          </Button>
        }
      >
        {asking && <Alert kind="info">Docket {asking.row.docketNo}</Alert>}
        <TextField
          label={asking?.answer === 'Declined' ? 'Reason' : 'New pickup date'}
          type={asking?.answer === 'Declined' ? 'text' : 'date'}
          value={text}
          error={error ?? undefined}
          touched={!!error}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
      </Modal>
    </>
  );
}
