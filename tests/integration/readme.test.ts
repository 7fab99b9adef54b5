/** The README and docs/ are documentation of the code: the seed's logins, every setting, no outside paths. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** Every environment variable a config file reads, parsed from its text: `env.X`, `env['X']`, `e.X`. */
function variablesReadBy(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const names = [...text.matchAll(/\b(?:env|e)(?:\.([A-Z][A-Z0-9_]*)\b|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)].map(
    (m) => m[1] ?? m[2],
  );
  return [...new Set(names)];
}

it('docs/CONFIGURATION.md has a row for every variable the config files read', () => {
  const doc = readFileSync(path.join(root, 'docs/CONFIGURATION.md'), 'utf8');
  const rows = doc.split('\n').filter((l) => l.startsWith('|'));
  const files = ['api/src/config.ts', 'cli/src/lib/config.ts', 'portal-kit/serve.mjs'];
  const read = files.flatMap(variablesReadBy);
  // the parse finds them: a config file written some other way would make this test vacuous
  expect(read).toEqual(
    expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'EXPORTDESK_TOKEN', 'PORTAL_API_URL']),
  );
  const missing = read.filter((name) => !rows.some((row) => row.includes(`\`${name}\``)));
  expect(missing).toEqual([]);
  // the portal command's deploy token (read in cli/src/lib/config.ts since commander's .env() went)
  expect(rows.some((row) => row.includes('`EXPORTDESK_DEPLOY_TOKEN`'))).toBe(true);
});

it('the README and docs/ point only inside the repository', () => {
  const docs = ['README.md', ...readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`)];
  for (const doc of docs) {
    const text = readFileSync(path.join(root, doc), 'utf8');
    expect(text, doc).not.toMatch(/\.\.\/shared|\/work\/|DESIGN\.md/);
    // every relative link resolves to a file of the repository
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      expect(existsSync(path.resolve(path.dirname(path.join(root, doc)), target)), `${doc} → ${target}`).toBe(
        true,
      );
    }
  }
});
