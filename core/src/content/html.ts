/**
 * News descriptions are HTML (001 §2.16 "each has an HTML description"). Only a small set of
 * formatting tags survives, rebuilt from scratch; every other tag, attribute and script is
 * shown as text. Pure string work so the API (no DOM) and the browser clean the same way.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'span',
  'a',
  'h4',
  'h5',
  'small',
]);
const VOID = new Set(['br']);

const escapeText = (s: string) =>
  s
    .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function rebuildTag(raw: string): string | null {
  const m = /^<\s*(\/)?\s*([a-z][a-z0-9]*)\b([^>]*)>$/i.exec(raw);
  if (!m) return null;
  const [, closing, nameRaw, attrs] = m;
  const name = nameRaw.toLowerCase();
  if (!ALLOWED.has(name)) return null;
  if (closing) return VOID.has(name) ? '' : `</${name}>`;
  if (name !== 'a') return `<${name}>`;
  // Links keep only an http(s) or mailto href and always open safely in a new tab.
  const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
  const url = (href?.[2] ?? href?.[3] ?? href?.[4] ?? '').trim();
  if (!/^(https?:\/\/|mailto:)/i.test(url)) return '<a>';
  return `<a href="${escapeText(url)}" target="_blank" rel="noopener noreferrer">`;
}

export function sanitizeHtml(input: string): string {
  const src = String(input ?? '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // The content of these is never text a reader should see.
    .replace(/<\s*(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?<\s*\/\s*\1\s*>/gi, '');
  let out = '';
  let last = 0;
  for (const m of src.matchAll(/<[^<>]*>/g)) {
    out += escapeText(src.slice(last, m.index));
    out += rebuildTag(m[0]) ?? escapeText(m[0]);
    last = m.index! + m[0].length;
  }
  return out + escapeText(src.slice(last));
}
