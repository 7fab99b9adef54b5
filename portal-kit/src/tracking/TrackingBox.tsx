import { useState } from 'react';
import {
  noTrackingInfoMessage,
  normalizeTrackingNumber,
  TRACKING_CONTRACTS,
  trackShipmentSchema,
} from '@exportdesk/core';
import { callContract, type Envelope } from '../api';
import { answerMessage, type Failure } from '../data/failure';
import { useApiMutation, useApiQuery } from '../data/useApi';
import { firstFormError, SchemaForm, useSchemaForm } from '../form';
import { Button } from '../ui/Button';
import { Alert } from '../ui/bits';
import { TrackingResult } from './TrackingResult';

type Outcome =
  | { kind: 'result'; id: string; data: unknown }
  | { kind: 'empty'; id: string }
  | { kind: 'error'; message: string };
type State = { kind: 'idle' } | { kind: 'loading'; id: string } | Outcome;

const isEmpty = (d: unknown) =>
  d == null ||
  d === '' ||
  (Array.isArray(d) && d.length === 0) ||
  (typeof d === 'object' && !Array.isArray(d) && Object.keys(d as object).length === 0);

/** trackshipment {trackingId} */
const trackShipment = (id: string, signal?: AbortSignal) =>
  callContract(TRACKING_CONTRACTS.trackShipment, { body: { trackingId: id } }, signal);

/** What an answer shows: the events, an empty answer, or the refusal's message. */
const answered = (id: string, res: Envelope): Outcome =>
  isEmpty(res.data) ? { kind: 'empty', id } : { kind: 'result', id, data: res.data };
const refused = (f: Failure): Outcome => ({ kind: 'error', message: answerMessage(f, 'Tracking failed.') });

/** What a tracking request shows while it runs and once answered. */
function TrackingAnswer({ state }: { state: State }) {
  return (
    <div aria-live="polite">
      {state.kind === 'loading' && (
        <p className="ed-row ed-muted">
          <span className="ed-spinner" aria-hidden="true" /> Please wait, fetching tracking details…
        </p>
      )}
      {state.kind === 'error' && (
        <Alert kind="error" title="Error">
          {state.message}
        </Alert>
      )}
      {state.kind === 'empty' && <Alert kind="warning">{noTrackingInfoMessage(state.id)}</Alert>}
      {state.kind === 'result' && <TrackingResult id={state.id} data={state.data} />}
    </div>
  );
}

/** The tracking of one known parcel (the docket's parcel tracking modal, 001 §2.14). */
export function ParcelTracking({ trackingId }: { trackingId: string }) {
  const n = normalizeTrackingNumber(trackingId);
  const id = n.ok ? n.trackingId : '';
  const q = useApiQuery(['trackshipment', id], (signal) => trackShipment(id, signal), { enabled: n.ok });
  // Each opening asks again (as the modal always did): a held answer waits behind "loading".
  const state: State = !n.ok
    ? { kind: 'error', message: n.message }
    : q.fetching
      ? { kind: 'loading', id: trackingId }
      : q.failure
        ? refused(q.failure)
        : q.answer
          ? answered(id, q.answer)
          : { kind: 'loading', id: trackingId };
  return <TrackingAnswer state={state} />;
}

/**
 * The tracking box of the landing page, the tracking modal and /trackparcels (000 §2.2): spaces
 * removed and upper-cased; states idle, loading, result, empty result, error; "Track more" resets
 * to idle; the input is locked while tracking.
 */
export function TrackingBox({ autoFocus }: { autoFocus?: boolean }) {
  const form = useSchemaForm(trackShipmentSchema, { trackingId: '' }, { shouldFocusError: false });
  const input = form.watch('trackingId');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const tracking = state.kind !== 'idle';
  // The answer shows in the box itself (its error state), not as a toast.
  const lookup = useApiMutation((id: string) => trackShipment(id), {
    show: 'silent',
    onSuccess: (res, id) => setState(answered(id, res)),
    onFailure: (f) => setState(refused(f)),
  });

  // core's schema removes the spaces and upper-cases; a number it refuses shows as the box's error
  function track({ trackingId }: { trackingId: string }) {
    form.setValue('trackingId', trackingId);
    setState({ kind: 'loading', id: trackingId });
    void lookup.run(trackingId);
  }

  return (
    <SchemaForm
      form={form}
      onValid={track}
      onInvalid={(errors) => setState({ kind: 'error', message: firstFormError(errors) ?? '' })}
      noValidate={false}
      className="ed-stack"
      data-testid="tracking-box"
      data-state={state.kind}
    >
      <div className="ed-field">
        <label className="ed-field__label" htmlFor="tracking-id">
          Tracking ID
        </label>
        <div className="ed-row" style={{ flexWrap: 'nowrap' }}>
          <input
            id="tracking-id"
            className="ed-input"
            placeholder="e.g. EE123456785IN"
            {...form.register('trackingId')}
            readOnly={tracking}
            autoFocus={autoFocus}
            autoComplete="off"
            spellCheck={false}
          />
          {tracking ? (
            <Button
              variant="secondary"
              onClick={() => {
                setState({ kind: 'idle' });
                form.reset();
              }}
              disabled={state.kind === 'loading'}
            >
              Track more
            </Button>
          ) : (
            <Button type="submit" disabled={!input.trim()}>
              Track Now
            </Button>
          )}
        </div>
      </div>
      <TrackingAnswer state={state} />
    </SchemaForm>
  );
}
