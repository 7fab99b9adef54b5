import { useCallback, useEffect, useState } from 'react';
import { formatDateDMY, ORDER_MSG, sampleOrder } from '@exportdesk/core';
import { Alert, Button, ConfirmDialog, Loading, TextField, useToast } from '@exportdesk/portal-kit';
import { fetchKeyInfo, generateKey, keyPresent, type KeyInfo } from './apiCalls';
import { useCopy } from './useCopy';

/** The API key section (001 §2.8, §4 "API key section"): generate, re-generate after confirming, copy. */
export function ApiKeyCard() {
  const toast = useToast();
  const [info, setInfo] = useState<KeyInfo | null>(null);
  const [fullKey, setFullKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const keyCopy = useCopy();

  useEffect(() => {
    fetchKeyInfo()
      .then((r) => (r.success && r.data ? setInfo(r.data) : setError(r.message ?? 'Request failed.')))
      .catch((e: Error) => setError(e.message));
  }, []);

  const generate = useCallback(async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const r = await generateKey();
      // "API key generation error: server message" (001 §8)
      if (!r.success || !r.data?.authKey) return toast.show({ kind: 'error', title: 'Oops!', message: r.message ?? 'Request failed.' });
      setFullKey(r.data.authKey);
      setInfo(r.data);
    } catch (e) {
      toast.show({ kind: 'error', title: 'Oops!', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  }, [toast]);

  if (error) return <Alert kind="error" title="Oops!">{error}</Alert>;
  if (!info) return <div className="ed-card"><Loading /></div>;
  const shown = keyPresent(fullKey);

  return (
    <section className="ed-card ak-key" aria-labelledby="ak-key-title">
      <h2 id="ak-key-title">Your API key</h2>
      {shown ? (
        <>
          <div className="ak-key__row">
            <TextField label="API key" value={fullKey ?? ''} readOnly className="ak-key__field" onFocus={(e) => e.currentTarget.select()} />
            <Button variant={keyCopy.copied ? 'secondary' : 'primary'} onClick={() => keyCopy.copy(fullKey ?? '')}>
              {keyCopy.copied ? keyCopy.copiedLabel : 'Copy'}
            </Button>
          </div>
          <Alert kind="warning">{ORDER_MSG.keyGenerated}</Alert>
        </>
      ) : info.exists ? (
        <p className="ak-key__status" data-testid="key-status">
          A key ending in <code>••••{info.last4}</code> is active{info.createdAt ? `, generated on ${formatDateDMY(new Date(info.createdAt))}` : ''}. For your
          safety it is stored hashed and cannot be shown again: re-generate it if it is lost.
        </p>
      ) : (
        <p className="ak-key__status" data-testid="key-status">You have no API key yet. Generate one to push orders with the REST API.</p>
      )}
      <div className="ed-row">
        {info.exists ? (
          <Button variant="secondary" busy={busy} onClick={() => setConfirming(true)}>Re-Generate API Key</Button>
        ) : (
          <Button busy={busy} onClick={generate}>Generate API Key</Button>
        )}
      </div>
      <SamplePayload authKey={shown ? fullKey! : null} />
      <ConfirmDialog
        open={confirming}
        title={ORDER_MSG.confirmRegenerate}
        text="The current key stops working at once: every integration using it must be given the new key."
        confirmLabel="Yes, Re-Generate"
        onConfirm={generate}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** "a sample request payload" (001 §2.8): a real order from core, with the key when it is on screen. */
function SamplePayload({ authKey }: { authKey: string | null }) {
  const text = JSON.stringify({ authKey: authKey ?? 'YOUR_API_KEY', orderData: [sampleOrder(1)] }, null, 2);
  const { copied, copy, copiedLabel } = useCopy();
  return (
    <details className="ak-sample">
      <summary>Sample request payload</summary>
      <div className="ak-code">
        <Button size="sm" variant="ghost" className="ak-code__copy" onClick={() => copy(text)}>{copied ? copiedLabel : 'Copy'}</Button>
        <pre tabIndex={0} aria-label="Sample request payload"><code>{text}</code></pre>
      </div>
    </details>
  );
}
