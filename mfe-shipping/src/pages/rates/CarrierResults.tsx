import {
  CARRIERS,
  cheapestLine,
  formatInr,
  MSG_PRICES_MAY_VARY,
  NOT_AVAILABLE,
  type CarrierBlock,
  type ResultLine,
} from '@exportdesk/core';
import { FeeTooltip } from './FeeTooltip';

/** "Results appear in one list per carrier." (000 §2.3) */
export function CarrierResults({ blocks, busy }: { blocks: CarrierBlock[]; busy: boolean }) {
  const cheapest = cheapestLine(blocks);
  return (
    <section className="rc-results" aria-label="Rates" aria-live="polite" aria-busy={busy}>
      <div className="rc-grid">
        {blocks.map((b) => (
          <article
            key={b.carrier}
            className="ed-card rc-carrier"
            data-carrier={b.carrier}
            aria-labelledby={`rc-${b.carrier}`}
          >
            <header className="rc-carrier__head">
              <span className={`rc-logo rc-logo--${b.carrier}`} aria-hidden="true">
                {CARRIERS[b.carrier].mark}
              </span>
              <h3 id={`rc-${b.carrier}`}>{b.title}</h3>
            </header>
            {b.message ? (
              <p className="ed-alert ed-alert--warning" role="status">
                {b.message}
              </p>
            ) : (
              <ul className="rc-lines">
                {b.lines.map((l) => (
                  <Line
                    key={l.key}
                    line={l}
                    indiaPost={b.carrier === 'indiapost'}
                    cheapest={l.key === cheapest}
                  />
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
      {blocks.length > 0 && (
        <p className="rc-vary" role="note">
          {MSG_PRICES_MAY_VARY}
        </p>
      )}
    </section>
  );
}

function Line({ line, indiaPost, cheapest }: { line: ResultLine; indiaPost: boolean; cheapest: boolean }) {
  const available = line.price !== NOT_AVAILABLE;
  const price = available ? formatInr(line.price as number) : NOT_AVAILABLE;
  return (
    <li className={`rc-line${available ? '' : ' is-na'}`} data-service={line.key}>
      <div className="rc-line__what">
        <span className="rc-line__label">{line.label}</span>
        <span className="rc-line__promise">
          {line.deliveryTime}
          {line.tracking !== undefined && (
            <span className="rc-chip">{line.tracking ? 'with tracking' : 'without tracking'}</span>
          )}
        </span>
      </div>
      <div className="rc-line__price">
        {cheapest && <span className="ed-badge rc-cheapest">Cheapest</span>}
        {indiaPost && available ? (
          <FeeTooltip>
            <strong>{price}</strong>
          </FeeTooltip>
        ) : (
          <strong>{price}</strong>
        )}
        {available && line.gst !== undefined && <span className="rc-gst">+ GST {formatInr(line.gst)}</span>}
        {!available && line.reason && <span className="rc-reason">{line.reason}</span>}
      </div>
    </li>
  );
}
