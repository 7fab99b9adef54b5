import { useState } from 'react';
import { formatDateDMY, ORDER_MSG, sampleOrder } from '@exportdesk/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  FailureAlert,
  Loading,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@exportdesk/portal-kit';
import { fetchKeyInfo, generateKey, keyPresent } from './apiCalls';
import { useCopy } from './useCopy';

/** The API key section (001 §2.8, §4 "API key section"): generate, re-generate after confirming, copy. */
export function ApiKeyCard() {
  const key = useApiQuery(['apikey'], (signal) => fetchKeyInfo(signal));
  const [fullKey, setFullKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const keyCopy = useCopy();

  // "API key generation error: server message" (001 §8)
  const make = useApiMutation(generateKey, {
    errorTitle: 'Oops!',
    onSuccess: (r) => {
      if (!r.data?.authKey) return;
      setFullKey(r.data.authKey);
      key.setAnswer(() => r);
    },
  });
  const busy = make.busy;
  const generate = () => {
    setConfirming(false);
    void make.run();
  };

  if (key.failure) return <FailureAlert title="Oops!" failure={key.failure} onRetry={key.retry} />;
  const info = key.data;
  if (!info)
    return (
      <div className="ed-card">
        <Loading />
      </div>
    );
  const shown = keyPresent(fullKey);

  return (
    <section className="ed-card ak-key" aria-labelledby="ak-key-title">
      <h2 id="ak-key-title">Your API key</h2>
      {shown ? (
        <>
          <div className="ak-key__row">
            <TextField
              label="API key"
              value={fullKey ?? ''}
              readOnly
              className="ak-key__field"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              variant={keyCopy.copied ? 'secondary' : 'primary'}
              onClick={() => keyCopy.copy(fullKey ?? '')}
            >
              {keyCopy.copied ? keyCopy.copiedLabel : 'Copy'}
            </Button>
          </div>
          <Alert kind="warning">{ORDER_MSG.keyGenerated}</Alert>
        </>
      ) : info.exists ? (
        <p className="ak-key__status" data-testid="key-status">
          A key ending in <code>••••{info.last4}</code> is active
          {info.createdAt ? `, generated on ${formatDateDMY(new Date(info.createdAt))}` : ''}. For your safety
          it is stored hashed and cannot be shown again: re-generate it if it is lost.
        </p>
      ) : (
        <p className="ak-key__status" data-testid="key-status">
          You have no API key yet. Generate one to push orders with the REST API.
        </p>
      )}
      <div className="ed-row">
        {info.exists ? (
          <Button variant="secondary" busy={busy} onClick={() => setConfirming(true)}>
            Re-Generate API Key
          </Button>
        ) : (
          <Button busy={busy} onClick={generate}>
            Generate API Key
          </Button>
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
        <Button size="sm" variant="ghost" className="ak-code__copy" onClick={() => copy(text)}>
          {copied ? copiedLabel : 'Copy'}
        </Button>
        <pre tabIndex={0} aria-label="Sample request payload">
          <code>{text}</code>
        </pre>
      </div>
    </details>
  );
}
