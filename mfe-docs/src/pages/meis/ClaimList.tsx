import { useState, type ReactNode } from 'react';
import { MEIS_MSG, MEIS_PAGE_SIZE } from '@exportdesk/core';
import { Alert, FailureAlert, Loading, StepPager } from '@exportdesk/portal-kit';
import { DocsModal } from './DocsModal';
import { RemarkPanel } from './RemarkPanel';
import type { useClaims } from './useClaims';

/** What a row of the table may open: its documents or its remark thread. */
export interface ClaimOpeners {
  docs: (refNo: string) => void;
  remarks: (refNo: string) => void;
}

/**
 * The frame of both MEIS application lists (My MEIS, MEIS Review): the load's failure, Loading,
 * 'No Data Found', the page's own table, the pager (core's MEIS page size: the answer has no
 * total), and the documents modal and remark thread of the row that opened them.
 */
export function ClaimList({
  list,
  label,
  owner,
  children,
}: {
  list: ReturnType<typeof useClaims>;
  /** the pager's name */
  label: string;
  /** the exporter who may change the documents */
  owner: boolean;
  children: (open: ClaimOpeners) => ReactNode;
}) {
  const [docsOf, setDocsOf] = useState<string | null>(null);
  const [remarksOf, setRemarksOf] = useState<string | null>(null);
  const find = (ref: string | null) => list.rows.find((r) => r.refNo === ref) ?? null;
  const docsApp = find(docsOf);
  const remarksApp = find(remarksOf);
  const reload = () => void list.retry();
  return (
    <>
      {list.failure ? (
        <FailureAlert failure={list.failure} onRetry={list.retry} title={MEIS_MSG.oops} />
      ) : !list.loaded ? (
        <Loading />
      ) : !list.rows.length ? (
        <Alert kind="info">{list.message || MEIS_MSG.noDataFound}</Alert>
      ) : (
        children({ docs: setDocsOf, remarks: setRemarksOf })
      )}
      <StepPager
        page={list.page}
        shown={list.rows.length}
        pageSize={MEIS_PAGE_SIZE}
        onPage={list.setPage}
        label={label}
      />
      {docsApp && (
        <DocsModal app={docsApp} owner={owner} onClose={() => setDocsOf(null)} onChanged={reload} />
      )}
      {remarksApp && <RemarkPanel app={remarksApp} onClose={() => setRemarksOf(null)} onAdded={reload} />}
    </>
  );
}
