import { useEffect, useRef, useState } from 'react';
import {
  MARKETPLACE_EXTENSIONS,
  MARKETPLACE_LABELS,
  MARKETPLACE_SOURCES,
  type MarketplaceSource,
} from '@exportdesk/core';
import { Alert, Button, expectSuccess, SelectField, TextField, useApiMutation } from '@exportdesk/portal-kit';
import { followUpload, importReport, type BulkProgress, type BulkResult } from './bulkCalls';
import { JobProgress } from './JobProgress';
import { RowReport } from './PreviewTable';

/**
 * Marketplace imports on the bulk upload page (001 §2.10 "Amazon and eBay upload sections show only
 * for non-CHA users with India Post"; Shopify is ours): the report as downloaded, checked and saved
 * by the same bulk upload job, with its row report.
 */
export function MarketplaceImport() {
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  const [source, setSource] = useState<MarketplaceSource>('amazon');
  const [weight, setWeight] = useState('500');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);

  const run = useApiMutation(
    async (force: boolean) => {
      setResult(null);
      setDuplicate(null);
      const up = expectSuccess(await importReport(source, file!, weight, force));
      return followUpload(
        up.data!,
        setProgress,
        () => live.current,
        'The import could not be processed. Please try again.',
      );
    },
    {
      onSuccess: (r) => setResult(r),
      success: (r) => (r.status === 'saved' ? r.message : undefined),
      onFailure: (f) => {
        setProgress(null);
        if (f.status !== 409) return false;
        setDuplicate(f.message);
        return true;
      },
    },
  );

  return (
    <section className="ed-card ed-stack" aria-label="Marketplace orders">
      <h2>Import marketplace orders</h2>
      <p className="ed-muted">
        Upload the report as downloaded from Amazon, eBay or Shopify: each order becomes a parcel, each line
        an item. The reports carry no weights: give the weight of one item.
      </p>
      <div className="bu-actions">
        <SelectField
          label="Source"
          value={source}
          onChange={(e) => setSource(e.target.value as MarketplaceSource)}
          options={MARKETPLACE_SOURCES.map((s) => ({ value: s, label: MARKETPLACE_LABELS[s] }))}
        />
        <TextField
          label="Weight of one item (g)"
          inputMode="numeric"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
        />
        <label className="ed-field">
          <span className="ed-label">Report file</span>
          <input
            type="file"
            aria-label="Report file"
            accept={MARKETPLACE_EXTENSIONS[source].join(',')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button disabled={!file} busy={run.busy} onClick={() => void run.run(false)}>
          Import
        </Button>
      </div>
      {duplicate && (
        <Alert kind="warning">
          {duplicate}{' '}
          <Button size="sm" variant="secondary" onClick={() => void run.run(true)}>
            Import anyway
          </Button>
        </Alert>
      )}
      {run.busy && <JobProgress progress={progress} />}
      {result && <Alert kind={result.status === 'saved' ? 'success' : 'error'}>{result.message}</Alert>}
      {result && <RowReport problems={result.problems} total={result.problemCount} />}
    </section>
  );
}
