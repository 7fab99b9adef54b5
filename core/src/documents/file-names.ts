/**
 * An uploaded file's name is data the user typed, never a path or a header (issue 12 item 6):
 * stored normalised (NFC, well-formed Unicode, no control or bidi-override characters, no folder
 * part, at most 200 UTF-16 units as the column holds), shown back as it was meant.
 */

/** docket_files.file_name and docket_ibm files hold 200 characters. */
export const FILE_NAME_MAX = 200;

// C0 and C1 controls, DEL, and the bidi embeddings/overrides/isolates that can make "fdp.exe" read as "exe.pdf".
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Cuts `s` to `max` UTF-16 units without splitting a surrogate pair. */
function cap(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The name to store for an uploaded file: its last path segment, normalised; `fallback` when
 * nothing usable is left. A long name keeps its extension.
 */
export function cleanFileName(raw: string | null | undefined, fallback: string): string {
  // A lone surrogate cannot be stored as UTF-8 or sent in a header: it becomes U+FFFD.
  let s = String(raw ?? '')
    .replace(LONE_SURROGATE, '\ufffd')
    .normalize('NFC');
  s = s.split(/[\\/]/).pop() ?? '';
  s = s.replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  // "." and ".." are folder names, not file names.
  if (!s || /^\.+$/.test(s)) return fallback;
  if (s.length <= FILE_NAME_MAX) return s;
  const dot = s.lastIndexOf('.');
  const ext = dot > 0 && s.length - dot <= 10 ? s.slice(dot) : '';
  return cap(s.slice(0, s.length - ext.length), FILE_NAME_MAX - ext.length).trimEnd() + ext;
}

/** The extension a file kind sniffed from its bytes is stored and served with. */
export const FILE_KIND_EXT: Readonly<Record<'pdf' | 'png' | 'jpeg', string>> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
};

/**
 * The name to keep for an upload whose kind was sniffed from its bytes (issue 23): cleaned as
 * `cleanFileName` does, and ending in the kind's extension whatever it was called, so a PDF sent
 * as "invoice.exe" is kept and served as "invoice.pdf" (".jpeg" stays for a JPEG). Every upload
 * that sniffs (docket files and proofs, claim documents, inbox attachments) names files here.
 */
export function fileNameForKind(
  raw: string | null | undefined,
  kind: 'pdf' | 'png' | 'jpeg',
  fallbackBase: string,
): string {
  const ext = FILE_KIND_EXT[kind];
  const clean = cleanFileName(raw, `${fallbackBase}.${ext}`);
  const dot = clean.lastIndexOf('.');
  const given = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  if (given === ext || (kind === 'jpeg' && given === 'jpeg')) return clean;
  const base = dot > 0 ? clean.slice(0, dot) : clean;
  return `${cap(base, FILE_NAME_MAX - ext.length - 1).trimEnd()}.${ext}`;
}
