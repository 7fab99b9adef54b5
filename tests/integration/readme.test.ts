/** The README's demo-login table is documentation of the seed: it must say what the seed creates. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@exportdesk/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('README starts with the two commands and lists every demo login the seed creates', () => {
  const text = readFileSync(path.join(root, 'README.md'), 'utf8');
  // A table's padding is layout (prettier aligns the columns): compare its cells, not its spaces.
  const readme = text.replace(/^\|.*\|$/gm, (row) =>
    row
      .replace(/ *\| */g, ' | ')
      .replace(/^ \| /, '| ')
      .replace(/ \| $/, ' |')
      .replace(/-{3,}/g, '---'),
  );
  const head = text.split('\n').slice(0, 8).join('\n');
  expect(head).toContain('npm start');
  expect(head).toContain('npm test');
  expect(readme).toContain('| role | userType | username | password |');
  for (const a of DEMO_ACCOUNTS)
    expect(readme).toContain(`| ${a.role} | ${a.userType} | ${a.username} | ${DEMO_PASSWORD} |`);
});
