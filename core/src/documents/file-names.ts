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
