/**
 * The tracking answer: "data (HTML text, URL-escaped)" in the original product, or a list of
 * events from our API. HTML is sanitised (no scripts, handlers, frames or styles) before showing.
 * "The result box has a maximum height of 368 px."
 */
const BOX = { maxHeight: 368, overflowY: 'auto' as const };

function sanitize(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, iframe, object, embed, link, meta, form').forEach((n) => n.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const a of Array.from(el.attributes)) {
      if (
        /^on/i.test(a.name) ||
        a.name === 'style' ||
        ((a.name === 'href' || a.name === 'src') && /^\s*javascript:/i.test(a.value))
      )
        el.removeAttribute(a.name);
    }
  });
  return doc.body.innerHTML;
}

function decode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

type Event = Record<string, unknown>;

export function TrackingResult({ id, data }: { id: string; data: unknown }) {
  if (typeof data === 'string') {
    return (
      <div
        className="ed-card"
        style={BOX}
        data-testid="tracking-result"
        dangerouslySetInnerHTML={{ __html: sanitize(decode(data)) }}
      />
    );
  }
  const list = Array.isArray(data) ? (data as Event[]) : [];
  // our API's answer: [{ date, time, office, event }], newest first
  if (list.length && list.every((e) => typeof e?.event === 'string')) {
    return (
      <div className="ed-card" style={{ ...BOX, padding: 16 }} data-testid="tracking-result">
        <strong>{id}</strong>
        <ol className="ed-timeline">
          {list.map((e, i) => (
            <li key={i}>
              <strong>{String(e.event)}</strong>
              <span className="ed-muted">
                {[e.office, e.date, e.time].filter(Boolean).map(String).join(' · ')}
              </span>
            </li>
          ))}
        </ol>
      </div>
    );
  }
  const events: Event[] = Array.isArray(data)
    ? (data as Event[])
    : Array.isArray((data as { events?: unknown }).events)
      ? (data as { events: Event[] }).events
      : [data as Event];
  return (
    <div className="ed-card" style={{ ...BOX, padding: 16 }} data-testid="tracking-result">
      <strong>{id}</strong>
      <ol style={{ margin: '8px 0 0', paddingLeft: 20 }}>
        {events.map((e, i) => (
          <li key={i} style={{ marginBottom: 8 }}>
            {Object.entries(e)
              .filter(([, v]) => v !== null && typeof v !== 'object')
              .map(([k, v]) => (
                <div key={k}>
                  <span className="ed-muted">{k}: </span>
                  {String(v)}
                </div>
              ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
