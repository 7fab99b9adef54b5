import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13 item 4: every page loads and changes data through portal-kit's hooks (useApiQuery,
 * useApiMutation), which carry the busy state, the messages and the 401/429/503 handling. This
 * finds the hand-rolled ways back: busy flags, try around a call, raw React Query, promise chains.
 * PORTAL_ROOT points it at another checkout (e.g. an older commit, to see it catch them).
 */
const root = process.env.PORTAL_ROOT ?? path.resolve(__dirname, '../..');
const SCOPES = [
  'portal-shell/src',
  'portal-kit/src/tracking',
  'mfe-shipping/src',
  'mfe-docs/src',
  'mfe-backoffice/src',
];

function files(dir: string): string[] {
  const abs = path.join(root, dir);
  return readdirSync(abs).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return files(rel);
    return /\.tsx?$/.test(name) ? [rel] : [];
  });
}

const CLIENT = String.raw`(?:post|get|call|sendForm|fetchFile|fetchData)`;
const component = (f: string) => f.endsWith('.tsx');
// Calls files (.ts) may shape a call's answer; pages and components (.tsx) may not.
const RULES: Array<[string, RegExp, (file: string) => boolean]> = [
  ['raw React Query (use useApiQuery / useApiMutation)', /from '@tanstack\/react-query'/, () => true],
  ['fetchData (the raw query helper)', /\bfetchData\s*[<(]/, () => true],
  ['a busy flag set by hand', /\bset(?:Busy|Loading|Saving|Sending|Submitting)\(true\)/, () => true],
  ['a try block around an API call', new RegExp(String.raw`try \{[^}]*?\bawait ${CLIENT}\b`), component],
  // (a lazy import() — directly or through a page loader inside lazy() — is not a call)
  [
    'a promise chain on a call in a component',
    /(?<!import\([^)]*\)|lazy\(\(\) => \w+\(\))\.then\(/,
    component,
  ],
];

function handRolled(): string[] {
  const found: string[] = [];
  for (const file of SCOPES.flatMap(files)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [what, re, applies] of RULES)
      if (applies(file) && re.test(text)) found.push(`${file}: ${what}`);
  }
  return found;
}

describe('pages use the data hooks', () => {
  it('no page or component calls the API by hand', () => {
    expect(handRolled()).toEqual([]);
  });
});
