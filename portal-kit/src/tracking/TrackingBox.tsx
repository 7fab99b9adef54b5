import { useEffect, useState, type FormEvent } from 'react';
import { noTrackingInfoMessage, normalizeTrackingNumber } from '@exportdesk/core';
import { post } from '../api';
import { Button } from '../ui/Button';
import { Alert } from '../ui/bits';
import { TrackingResult } from './TrackingResult';

type Outcome = { kind: 'result'; id: string; data: unknown } | { kind: 'empty'; id: string } | { kind: 'error'; message: string };
type State = { kind: 'idle' } | { kind: 'loading'; id: string } | Outcome;

const isEmpty = (d: unknown) => d == null || d === '' || (Array.isArray(d) && d.length === 0) || (typeof d === 'object' && !Array.isArray(d) && Object.keys(d as object).length === 0);

/** trackshipment {trackingId}: the events, an empty answer, or the failure's message. */
async function trackShipment(id: string): Promise<Outcome> {
  try {
    const res = await post('order/trackshipment', { trackingId: id });
    if (!res.success) return { kind: 'error', message: res.message ?? 'Tracking failed.' };
    if (isEmpty(res.data)) return { kind: 'empty', id };
    return { kind: 'result', id, data: res.data };
  } catch (err) {
    return { kind: 'error', message: (err as Error).message };
  }
}

/** What a tracking request shows while it runs and once answered. */
function TrackingAnswer({ state }: { state: State }) {
  return (
    <div aria-live="polite">
      {state.kind === 'loading' && (
        <p className="ed-row ed-muted"><span className="ed-spinner" aria-hidden="true" /> Please wait, fetching tracking details…</p>
      )}
      {state.kind === 'error' && <Alert kind="error" title="Error">{state.message}</Alert>}
      {state.kind === 'empty' && <Alert kind="warning">{noTrackingInfoMessage(state.id)}</Alert>}
      {state.kind === 'result' && <TrackingResult id={state.id} data={state.data} />}
    </div>
  );
}

/** The tracking of one known parcel (the docket's parcel tracking modal, 001 §2.14). */
export function ParcelTracking({ trackingId }: { trackingId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading', id: trackingId });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading', id: trackingId });
    const n = normalizeTrackingNumber(trackingId);
    if (!n.ok) setState({ kind: 'error', message: n.message });
    else void trackShipment(n.trackingId).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [trackingId]);
  return <TrackingAnswer state={state} />;
}

/**
 * The tracking box of the landing page, the tracking modal and /trackparcels (000 §2.2): spaces
 * removed and upper-cased; states idle, loading, result, empty result, error; "Track more" resets
 * to idle; the input is locked while tracking.
 */
export function TrackingBox({ autoFocus }: { autoFocus?: boolean }) {
  const [input, setInput] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const tracking = state.kind !== 'idle';

  async function track(e: FormEvent) {
    e.preventDefault();
    const n = normalizeTrackingNumber(input);
    if (!n.ok) return setState({ kind: 'error', message: n.message });
    setInput(n.trackingId);
    setState({ kind: 'loading', id: n.trackingId });
    setState(await trackShipment(n.trackingId));
  }

  return (
    <form className="ed-stack" onSubmit={track} data-testid="tracking-box" data-state={state.kind}>
      <div className="ed-field">
        <label className="ed-field__label" htmlFor="tracking-id">Tracking ID</label>
        <div className="ed-row" style={{ flexWrap: 'nowrap' }}>
          <input
            id="tracking-id"
            className="ed-input"
            placeholder="e.g. EE123456785IN"
            value={input}
            readOnly={tracking}
            autoFocus={autoFocus}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setInput(e.target.value)}
          />
          {tracking ? (
            <Button variant="secondary" onClick={() => { setState({ kind: 'idle' }); setInput(''); }} disabled={state.kind === 'loading'}>
              Track more
            </Button>
          ) : (
            <Button type="submit" disabled={!input.trim()}>Track Now</Button>
          )}
        </div>
      </div>
      <TrackingAnswer state={state} />
    </form>
  );
}
