import { useCallback, useEffect, useState } from 'react';
import { RATE_CARRIER_NAMES } from '@exportdesk/core';
import { Alert, ConfirmDialog, PageHeader, useToast } from '@exportdesk/portal-kit';
import { listCards, previewCard, publishCard, restoreCard, type CardDraft, type CardVersion, type UploadInput } from './cardsApi';
import { serviceOptions } from './cardOptions';
import { PreviewPanel } from './PreviewPanel';
import { UploadForm, type CardTarget } from './UploadForm';
import { VersionsTable } from './VersionsTable';
import './rateupload.css';

/**
 * "Rate Upload" (Tools menu, super admin; 002 §6): upload a carrier's rate card, preview it with
 * its row errors, publish it; list the versions and restore an old one. Route /rateupload (ours:
 * the spec names no path for it).
 */
export default function RateUpload() {
  const toast = useToast();
  const [target, setTarget] = useState<CardTarget>({ carrier: 'indiapost', service: 'itps' });
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const [versions, setVersions] = useState<CardVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'publish' | null>(null);
  const [restoring, setRestoring] = useState<CardVersion | null>(null);
  const [restoreBusy, setRestoreBusy] = useState<number | null>(null);

  const refresh = useCallback(async () => {
    try {
      const res = await listCards(target.carrier, target.service);
      setVersions(res.success && Array.isArray(res.data) ? res.data : []);
      if (!res.success) setError(res.message ?? 'The versions could not be loaded.');
    } catch (err) {
      setError((err as Error).message);
    }
  }, [target]);
  useEffect(() => void refresh(), [refresh]);

  const changeTarget = (t: CardTarget) => {
    setTarget(t);
    setDraft(null);
    setError(null);
  };
  const preview = async (u: UploadInput) => {
    setBusy('preview');
    setError(null);
    setDraft(null);
    try {
      const res = await previewCard(u);
      if (!res.success || !res.data) return setError(res.message ?? 'The file could not be checked.');
      setDraft(res.data);
      void refresh();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const publish = async () => {
    if (!draft) return;
    setBusy('publish');
    try {
      const res = await publishCard(draft.id);
      if (!res.success) return setError(res.message ?? 'Publishing failed.');
      toast.show({ kind: 'success', title: 'Success', message: res.message ?? 'Rate card published.' });
      setDraft(null);
      void refresh();
    } finally {
      setBusy(null);
    }
  };
  const restore = async (v: CardVersion) => {
    setRestoring(null);
    setRestoreBusy(v.id);
    try {
      const res = await restoreCard(v.id);
      if (!res.success) return setError(res.message ?? 'Restoring failed.');
      toast.show({ kind: 'success', title: 'Success', message: `${res.message ?? 'Rate card restored.'} Version ${v.version} is live again as version ${res.data?.version}.` });
      void refresh();
    } finally {
      setRestoreBusy(null);
    }
  };

  const serviceLabel = serviceOptions(target.carrier).find((s) => s.value === target.service)?.label ?? target.service;
  return (
    <>
      <PageHeader title="Rate Upload" subtitle="Publish a carrier's rate card from a spreadsheet. Quotes use a published card at once; earlier versions stay available to restore." />
      <UploadForm target={target} onTarget={changeTarget} onPreview={preview} busy={busy === 'preview'} />
      {error && <div className="ru-gap"><Alert kind="error" title="Error">{error}</Alert></div>}
      {draft && <PreviewPanel draft={draft} busy={busy === 'publish'} onPublish={publish} onDiscard={() => setDraft(null)} />}
      <section className="ru-versions" aria-labelledby="ru-versions-title">
        <h2 id="ru-versions-title">Versions · {RATE_CARRIER_NAMES[target.carrier]} · {serviceLabel}</h2>
        {versions && <VersionsTable versions={versions} restoring={restoreBusy} onRestore={setRestoring} />}
      </section>
      <ConfirmDialog
        open={!!restoring}
        title="Restore this version?"
        text={`Version ${restoring?.version} becomes the published card again; the current one is archived and can be restored later.`}
        confirmLabel="Yes, Restore"
        onConfirm={() => restoring && void restore(restoring)}
        onCancel={() => setRestoring(null)}
      />
    </>
  );
}
