/**
 * The one Content-Disposition every file-sending route uses (issue 12 item 6). A file name is
 * data: it goes out as an ASCII `filename` fallback (no quote, backslash, control or non-ASCII
 * character, so it can neither break the header nor rewrite the name) and the exact name as an
 * RFC 5987/6266 `filename*=UTF-8''…`, which browsers prefer.
 */

/** attr-char of RFC 5987: what may stand unescaped in `filename*`. */
const attrEscape = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An ASCII stand-in for `name`: accents dropped (é → e), anything else outside a safe set → `_`. */
export function asciiFileName(name: string, fallback = 'download'): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()+,=@&!#$~-]+/g, '_')
    .replace(/_+/g, '_')
    .trim();
  const dot = plain.lastIndexOf('.');
  const stem = dot > 0 ? plain.slice(0, dot) : plain;
  const ext = dot > 0 ? plain.slice(dot) : '';
  // Nothing readable left of the name ("प्रमाण.pdf" → "_.pdf"): a plain word keeps the extension.
  return /[A-Za-z0-9]/.test(stem) ? plain : `${fallback}${ext}`;
}

export function contentDisposition(
  fileName: string,
  disposition: 'inline' | 'attachment' = 'attachment',
): string {
  const fallback = asciiFileName(fileName);
  const value = `${disposition}; filename="${fallback}"`;
  return fallback === fileName ? value : `${value}; filename*=UTF-8''${attrEscape(fileName)}`;
}
