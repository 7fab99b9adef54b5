import { useState } from 'react';
import { CARRIER_NAMES } from '@exportdesk/core';
import { Alert, ConfirmDialog, PageHeader, useApiMutation, useApiQuery } from '@exportdesk/portal-kit';
import {
  listCards,
  previewCard,
  publishCard,
  restoreCard,
  type CardDraft,
  type CardVersion,
  type UploadInput,
} from './cardsApi';
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
  const [target, setTarget] = useState<CardTarget>({ carrier: 'indiapost', service: 'itps' });
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<CardVersion | null>(null);

  const cards = useApiQuery(['rate-cards', target.carrier, target.service], () =>
    listCards(target.carrier, target.service),
  );
  const versions: CardVersion[] | null = cards.answer
    ? Array.isArray(cards.data)
      ? cards.data
      : []
    : cards.failure
      ? []
      : null;
  const shownError = error ?? cards.error;
  // Every refusal shows in the page's one error box.
  const inline = { onFailure: (f: { message: string }) => (setError(f.message), true) };

  const changeTarget = (t: CardTarget) => {
    setTarget(t);
    setDraft(null);
    setError(null);
  };
  const check = useApiMutation(previewCard, {
    ...inline,
    onSuccess: (res) => {
      if (res.data) setDraft(res.data);
      cards.retry();
    },
  });
  const preview = (u: UploadInput) => {
    setError(null);
    setDraft(null);
    void check.run(u);
  };
  const publishing = useApiMutation(publishCard, {
    ...inline,
    successTitle: 'Success',
    success: (res) => res.message ?? 'Rate card published.',
    onSuccess: () => {
      setDraft(null);
      cards.retry();
    },
  });
  const publish = () => draft && void publishing.run(draft.id);
  const restorer = useApiMutation((v: CardVersion) => restoreCard(v.id), {
    ...inline,
    successTitle: 'Success',
    success: (res, v) =>
      `${res.message ?? 'Rate card restored.'} Version ${v.version} is live again as version ${res.data?.version}.`,
    onSuccess: () => cards.retry(),
  });
  const restore = (v: CardVersion) => {
    setRestoring(null);
    void restorer.run(v);
  };
  const restoreBusy = restorer.busy ? (restorer.pending?.id ?? null) : null;

  const serviceLabel =
    serviceOptions(target.carrier).find((s) => s.value === target.service)?.label ?? target.service;
  return (
    <>
      <PageHeader
        title="Rate Upload"
        subtitle="Publish a carrier's rate card from a spreadsheet. Quotes use a published card at once; earlier versions stay available to restore."
      />
      <UploadForm target={target} onTarget={changeTarget} onPreview={preview} busy={check.busy} />
      {shownError && (
        <div className="ru-gap">
          <Alert kind="error" title="Error">
            {shownError}
          </Alert>
        </div>
      )}
      {draft && (
        <PreviewPanel
          draft={draft}
          busy={publishing.busy}
          onPublish={publish}
          onDiscard={() => setDraft(null)}
        />
      )}
      <section className="ru-versions" aria-labelledby="ru-versions-title">
        <h2 id="ru-versions-title">
          Versions · {CARRIER_NAMES[target.carrier]} · {serviceLabel}
        </h2>
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
