import { ProgressBar } from '@exportdesk/portal-kit';
import type { BulkProgress } from './bulkCalls';

const PHASE_TEXT: Record<BulkProgress['phase'], string> = {
  reading: 'Reading the file',
  validating: 'Checking the rows',
  saving: 'Saving the rows',
  saved: 'Saved',
  rejected: 'Checked',
};

/** Reading counts for the first 30 %, checking up to 50 %, saving the rest. */
export function progressPercent(p: BulkProgress | null): number {
  if (!p) return 2;
  const total = Math.max(p.rowsTotal || p.rowsRead, 1);
  if (p.phase === 'reading') return Math.min(30, 2 + (28 * p.rowsRead) / total);
  if (p.phase === 'validating') return 30 + (20 * p.rowsValidated) / total;
  if (p.phase === 'saving') return 50 + (50 * p.rowsSaved) / total;
  return 100;
}

/** The job's progress bar (issue 5: rows validated, rows saved, dockets made). */
export function JobProgress({ progress }: { progress: BulkProgress | null }) {
  return (
    <ProgressBar
      boxed
      ariaLabel="Upload progress"
      label={`${progress ? PHASE_TEXT[progress.phase] : 'Waiting for a worker'}…`}
      percent={progressPercent(progress)}
      detail={
        progress &&
        `${progress.rowsRead} read · ${progress.rowsValidated} checked · ${progress.rowsSaved} saved · ${progress.docketsMade} docket(s)`
      }
    />
  );
}
