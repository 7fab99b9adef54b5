import { type InputHTMLAttributes, type Ref } from 'react';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_WIDTH,
  TICKET_CONTRACTS,
  type AnswerData,
} from '@exportdesk/core';
import { callContract, useApiQuery } from '@exportdesk/portal-kit';

export type Captcha = AnswerData<typeof TICKET_CONTRACTS.captcha>;

/**
 * The server's captcha image (002 §4: "a new one is generated on load, after a wrong attempt,
 * after a successful submit and on clicking the refresh icon"). `version` changes ask for a new one.
 */
export function useCaptcha() {
  const q = useApiQuery(['captcha'], (signal) => callContract(TICKET_CONTRACTS.captcha, {}, signal));
  return { captcha: q.data ?? null, failed: Boolean(q.failure), refresh: q.retry };
}

type Props = {
  captcha: Captcha | null;
  failed: boolean;
  onRefresh: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>;

export function CaptchaField({ captcha, failed, onRefresh, error, ...input }: Props) {
  return (
    <div className="ed-field">
      <label className="ed-field__label" htmlFor="helpdesk-captcha">
        Enter the code shown
      </label>
      <div className="ed-row" style={{ flexWrap: 'nowrap', alignItems: 'center' }}>
        <span
          style={{
            width: CAPTCHA_WIDTH,
            height: CAPTCHA_HEIGHT,
            flex: 'none',
            borderRadius: 8,
            overflow: 'hidden',
            border: '1px solid var(--ed-border)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {captcha ? (
            <img
              src={captcha.image}
              width={CAPTCHA_WIDTH}
              height={CAPTCHA_HEIGHT}
              alt="Captcha code"
              data-testid="captcha-image"
            />
          ) : (
            <span className="ed-muted">{failed ? 'Not loaded' : '…'}</span>
          )}
        </span>
        <button
          type="button"
          className="ed-icon-btn"
          aria-label="New captcha code"
          title="New code"
          onClick={onRefresh}
          style={{ fontSize: 22 }}
        >
          ↻
        </button>
        <input
          id="helpdesk-captcha"
          className={`ed-input${error ? ' is-invalid' : ''}`}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(error) || undefined}
          style={{ maxWidth: 160, textTransform: 'uppercase', letterSpacing: '.2em' }}
          {...input}
        />
      </div>
      {error && (
        <span className="ed-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
