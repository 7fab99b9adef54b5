/**
 * A page's saved records that fill the parcel form (issue 15: PBE templates in docs, inventory
 * SKUs in shipping): the load's failure, Loading, then the sortable table with Edit and Delete on
 * each row; Delete asks 'Are you sure?', says the spec's message and loads the list again.
 */
import { useState, type ReactNode } from 'react';
import type { Envelope } from '../api';
import type { Failure } from '../data/failure';
import { FailureAlert, useApiMutation } from '../data/useApi';
import { Button } from './Button';
import { DataTable, type Column } from './DataTable';
import { ConfirmDialog, Loading } from './bits';

export interface SavedRecordsProps<Row> {
  caption: string;
  /** the list's load (useApiQuery's answer) */
  load: { data?: Row[]; loading: boolean; failure: Failure | null; retry: () => unknown };
  /** the record's columns; Actions (Edit, Delete) comes last */
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  /** names the row in its Delete button: "Delete {name}" */
  nameOf: (row: Row) => string;
  onEdit: (row: Row) => void;
  remove: (row: Row) => Promise<Envelope>;
  /** the success message of a delete */
  removed: string;
  /** the title of the 'Are you sure?' dialog */
  removeTitle: string;
}

export function SavedRecords<Row>(p: SavedRecordsProps<Row>) {
  const [sure, setSure] = useState<Row | null>(null);
  const remove = useApiMutation(p.remove, { success: p.removed, onSuccess: () => void p.load.retry() });
  const actions: Column<Row> = {
    key: 'actions',
    header: 'Actions',
    render: (r) => (
      <span className="ed-actions">
        <Button size="sm" variant="secondary" onClick={() => p.onEdit(r)}>
          Edit
        </Button>
        <Button size="sm" variant="danger" onClick={() => setSure(r)} aria-label={`Delete ${p.nameOf(r)}`}>
          Delete
        </Button>
      </span>
    ),
  };
  return (
    <>
      {p.load.failure && <FailureAlert failure={p.load.failure} onRetry={() => void p.load.retry()} />}
      {p.load.loading ? (
        <Loading />
      ) : (
        <DataTable
          caption={p.caption}
          columns={[...p.columns, actions]}
          rows={p.load.data ?? []}
          rowKey={p.rowKey}
          empty={p.empty}
        />
      )}
      <ConfirmDialog
        open={sure !== null}
        title={p.removeTitle}
        text="Are you sure?"
        confirmLabel="Delete"
        onCancel={() => setSure(null)}
        onConfirm={() => {
          const row = sure;
          setSure(null);
          if (row !== null) void remove.run(row);
        }}
      />
    </>
  );
}
