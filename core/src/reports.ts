/**
 * Reports made as jobs (issue 29 item 5): where each is queued. The API registers these paths,
 * the portal and the CLI post to them, then follow `GET /api/v1/jobs/{id}` and download
 * `GET /api/v1/jobs/{id}/file`; the worker's progress also reaches the user's room as
 * 'report-progress' events and the finished file as a 'report' event.
 */
export const REPORT_JOB_PATHS = {
  'meis-excel': '/api/v1/reports/meis-excel',
  'meis-pdf': '/api/v1/reports/meis-pdf',
  gstr: '/api/v1/reports/gstr',
  csb: '/api/v1/reports/csb',
} as const;
export type ReportJobPath = keyof typeof REPORT_JOB_PATHS;

/** The socket event a report job's progress goes out as (the finished file: 'report'). */
export const REPORT_PROGRESS_EVENT = 'report-progress';

/** What a report job says while it runs and when it is done (socket events and GET jobs/{id}). */
export interface ReportProgressEvent {
  jobId: string;
  kind: string;
  /** 0..100 */
  progress: number;
}
