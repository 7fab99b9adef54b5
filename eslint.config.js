// long-file: HOUSE_RULES is the one list of docs/ARCHITECTURE.md; split, a rule's level, selectors and example would part.
// One lint setup for every workspace (flat config): typescript-eslint's recommended rules plus the
// house rules of docs/ARCHITECTURE.md (issue 13 item 6), checked with eslint-plugin-boundaries.
//
// HOUSE_RULES is the one list to flip: each rule has a level. A rule that today's code still breaks
// is 'warn' until the refactor lands, then becomes 'error'. `node bench/house.mjs` counts what each
// rule still finds. Every house rule has its own rule id (`house/<name>` for syntax rules,
// `house-<name>/dependencies` for import rules) so that each one has its own level and count.
import { builtinRules } from 'eslint/use-at-your-own-risk';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

// Files that may read process.env: the two config modules (api: also for the workers, which load
// the API's config; cli), the portal's build configs and static server (build- and serve-time
// settings: there is no config module in the browser), root tool configs, scripts, tests, benches.
const ENV_READERS = [
  'api/src/config.ts',
  'cli/src/lib/config.ts',
  '**/webpack.config.mjs',
  'portal-kit/webpack.mjs',
  'portal-kit/serve.mjs',
  '*.config.{js,mjs,ts}',
  'scripts/**',
  'bench/**',
  'tests/**',
  '**/test/**',
];

// Test code: `as any` and process.env are allowed there.
const TEST_FILES = ['tests/**', '**/test/**', '**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'];

// Where knex (the package) may be imported: repos, migrations, seeds and the db layer.
const KNEX_HOMES = ['api/src/modules/*/repo.ts', 'api/src/db/**'];

// The parts of the house (docs/ARCHITECTURE.md "Parts and arrows"). A file belongs to the first pattern it matches.
const PARTS = [
  'core',
  'workbook',
  'api',
  'workers',
  'cli',
  'portal-kit',
  'portal-shell',
  'mfe-shipping',
  'mfe-docs',
  'mfe-backoffice',
  'tests',
  'bench',
  'scripts',
];
const SECTIONS = ['mfe-shipping', 'mfe-docs', 'mfe-backoffice'];

// What each part may import of ours (the arrows). Anything else is refused.
const ARROWS = {
  core: ['core'],
  // the guarded workbook reader (Node-only, so not in core), shared by the API and the CLI so the
  // CLI refuses exactly the workbooks the server refuses (issue 12)
  workbook: ['core', 'workbook'],
  api: ['core', 'workbook', 'api'],
  workers: ['core', 'workbook', 'api', 'workers'],
  cli: ['core', 'workbook', 'cli'],
  'portal-kit': ['core', 'portal-kit'],
  'portal-shell': ['core', 'portal-kit', 'portal-shell'],
  ...Object.fromEntries(SECTIONS.map((s) => [s, ['core', 'portal-kit', s]])),
  tests: PARTS,
  bench: PARTS,
  scripts: PARTS,
};

// A unit of work (rule txn-asks-inside): the function handed to `.transaction(...)` or a repo's
// `inTransaction(...)` (api/src/db/unit-of-work.ts), and every function whose first parameter is the transaction, `trx`.
const UNITS_OF_WORK = [
  'CallExpression[callee.property.name=/^(transaction|inTransaction)$/] > :function',
  'CallExpression[callee.name=/^(transaction|inTransaction)$/] > :function',
  ':function[params.0.name="trx"]',
];

// A type assertion: `x as T` or `<T>x` (rules no-as-any and no-explicit-any).
const ASSERTIONS = ':matches(TSAsExpression, TSTypeAssertion)';

const part = (type) => ({ element: { type } });
const anyOf = (types) => ({ element: { types: { anyOf: types } } });

/**
 * The house rules. level: 'error' | 'warn' | 'off'. Flip a 'warn' to 'error' once its count is 0.
 * kind 'imports': a boundaries/dependencies rule (policies; `modules: true` judges third-party and
 * node: imports too); 'syntax': one of ESLint's own rules on `files` (default all) but `ignores`.
 */
export const HOUSE_RULES = [
  {
    name: 'arrows',
    // sections never import each other or api; nothing in the browser imports api, workers or cli;
    // core imports nothing of ours. Only our own files are judged here (third-party: rules below).
    why: 'against the arrows of docs/ARCHITECTURE.md',
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'mfe-docs/src/pages/house-check.tsx',
      code: "import { loadConfig } from '@exportdesk/api';\nexport const c = loadConfig;\n",
    },
    level: 'error',
    kind: 'imports',
    default: 'disallow',
    policies: [
      ...Object.entries(ARROWS).map(([from, to]) => ({ from: part(from), allow: { to: anyOf(to) } })),
      // workers use the API's services, never its HTTP side (the last matching policy wins)
      { from: part('workers'), disallow: { to: { file: { categories: 'http' } } } },
    ],
  },
  {
    name: 'core-pure',
    why: 'core runs in the browser too: no node: modules',
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'core/src/house-check.ts',
      code: "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
    },
    level: 'error',
    kind: 'imports',
    modules: true,
    policies: [{ from: part('core'), disallow: { to: { module: { origin: 'core' } } } }],
  },
  {
    name: 'services-no-hapi',
    // every file of an area is behaviour (service.ts, repo.ts and the extra files beside them) but
    // its HTTP side: index.ts, routes.ts and an http/ folder (see the 'area' and 'http' categories)
    why: 'a service is behaviour: it throws api/src/errors.ts, never Hapi or Boom',
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'api/src/modules/house-check/helpers.ts',
      code: "import Boom from '@hapi/boom';\nexport const b = Boom;\n",
    },
    level: 'error',
    kind: 'imports',
    modules: true,
    policies: [
      {
        from: { file: { categories: { allOf: ['area'], noneOf: ['http'] } } },
        disallow: { to: { module: { source: '@hapi/*' } } },
      },
    ],
  },
  {
    name: 'knex-in-repos',
    why: 'knex is imported only by repos, migrations, seeds and api/src/db',
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'workers/src/house-check.ts',
      code: "import knex from 'knex';\nexport const k = knex;\n",
    },
    level: 'error',
    kind: 'imports',
    modules: true,
    policies: [
      {
        // product code only: tests, bench and scripts may reach the database as they need
        from: { ...anyOf(['api', 'workers', 'cli']), file: { categories: { noneOf: ['knex-home'] } } },
        disallow: { to: { module: { source: 'knex' } } },
      },
    ],
  },
  {
    name: 'queries-in-repos',
    why: 'every query lives in a repo.ts: db(...), trx(...), ctx.db(...) and db.raw(...) nowhere else',
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'api/src/modules/house-check/service.ts',
      code: "export const users = (db: (t: string) => unknown) => db('users');\n",
    },
    level: 'error',
    kind: 'syntax',
    rule: 'no-restricted-syntax',
    options: [
      'CallExpression[callee.type="Identifier"][callee.name=/^(db|trx|knex)$/]',
      'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(db|trx|knex)$/]',
      'CallExpression[callee.property.name="raw"][callee.object.name=/^(db|trx|knex)$/]',
      'CallExpression[callee.property.name="raw"][callee.object.property.name=/^(db|trx|knex)$/]',
    ].map((selector) => ({ selector, message: "A query outside a repo: move it into the area's repo.ts." })),
    files: ['api/src/**', 'workers/src/**'],
    ignores: KNEX_HOMES,
  },
  {
    name: 'txn-asks-inside',
    why: 'a unit of work runs every query on its transaction: nothing in it reaches for another connection',
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'api/src/modules/house-check/service.ts',
      code:
        'export class S {\n  constructor(private readonly db: (t: string) => unknown) {}\n' +
        '  scope() {\n    return this.db;\n  }\n' +
        '  run(db: { transaction: (f: (trx: unknown) => unknown) => unknown }) {\n' +
        '    return db.transaction(async (trx) => [trx, this.scope()]);\n  }\n}\n',
    },
    level: 'error',
    kind: 'syntax',
    rule: 'no-restricted-syntax',
    // SQLite's pool has one connection: a query on any other handle inside a transaction waits for
    // the transaction to end, which waits for the query (issue 23); on MySQL it reads outside it.
    // A unit of work is a function passed to `.transaction(...)` / `inTransaction(...)`, or any
    // function whose first parameter is `trx` (a helper it calls). In one, refuse `this.db`,
    // `this.ctx.db` / `this.deps.db`, `ctx.db` / `deps.db`, a bare `db`, and a call of one of
    // `this`'s methods not handed `trx` first (such a helper reaches `this.db` itself).
    options: [
      ['MemberExpression[object.type="ThisExpression"][property.name="db"]', '`this.db`'],
      ['MemberExpression[object.object.type="ThisExpression"][property.name="db"]', '`this.….db`'],
      [
        'MemberExpression[object.type="Identifier"][object.name=/^(ctx|deps)$/][property.name="db"]',
        '`ctx.db`',
      ],
      [
        'Identifier[name="db"]:not(MemberExpression > Identifier.property, Property > Identifier.key)',
        '`db`',
      ],
      [
        'CallExpression[callee.object.type="ThisExpression"]:not([arguments.0.name="trx"])',
        'a method without `trx`',
      ],
    ].map(([inside, what]) => ({
      selector: `:matches(${UNITS_OF_WORK.join(', ')}) ${inside}`,
      message: `${what} inside a transaction asks outside it (on SQLite's one connection it never answers): pass \`trx\` first.`,
    })),
    files: ['api/src/**', 'workers/src/**'],
  },
  {
    name: 'areas-through-services',
    why: "an area calls another area only through its service: never another area's repo.ts",
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'api/src/modules/house-check/service.ts',
      code: "import { ratesUpTo } from '../exchange-rates/repo';\nexport const r = ratesUpTo;\n",
    },
    level: 'error',
    kind: 'syntax',
    rule: 'no-restricted-syntax',
    // From an area's file, `../<other>/repo` (or `../../<other>/repo` from its sub-folder) is always
    // another area's; from anywhere else in the API or the workers, `modules/<area>/repo` and the
    // API package's repo re-exports (`xRepo`) are.
    options: [
      ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map(
        (node) => `${node}[source.value=/^(\\.\\.\\/)+(modules\\/)?[\\w-]+\\/repo(\\.ts)?$/]`,
      ),
      'ImportDeclaration[source.value="@exportdesk/api"] > ImportSpecifier[imported.name=/Repo$/]',
    ].map((selector) => ({ selector, message: "Another area's repo: call that area's service instead." })),
    files: ['api/src/modules/**', 'workers/src/**'],
  },
  {
    name: 'routes-stay-apart',
    why: "an area's routes only route: they never import another area's routes",
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'api/src/modules/house-check/routes.ts',
      code: "import { loginAnswer } from '../auth/routes';\nexport const l = loginAnswer;\n",
    },
    level: 'error',
    kind: 'syntax',
    rule: 'no-restricted-syntax',
    options: ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
      selector: `${node}[source.value=/^(\\.\\.\\/)+[\\w-]+\\/routes(\\.ts)?$/]`,
      message:
        "Another area's routes: share the HTTP helper from api/src/http, the behaviour from the service.",
    })),
    files: ['api/src/modules/**'],
  },
  {
    name: 'txn-in-repos',
    why: "a transaction is opened only in a repo: a service hands a unit of work to the repo's inTransaction",
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'api/src/modules/house-check/service.ts',
      code: 'export const run = (db: { transaction: (f: () => void) => void }) => db.transaction(() => {});\n',
    },
    level: 'error',
    kind: 'syntax',
    rule: 'no-restricted-syntax',
    options: [
      {
        selector: 'CallExpression[callee.property.name="transaction"]',
        message: "A transaction opened outside a repo: hand the unit of work to the repo's inTransaction.",
      },
    ],
    files: ['api/src/**', 'workers/src/**'],
    ignores: KNEX_HOMES,
  },
  {
    name: 'env-in-config',
    why: 'configuration is read only in the config files',
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'cli/src/commands/house-check.ts',
      code:
        "import { Option } from 'commander';\nexport const port = process.env.API_PORT;\n" +
        "export const o = new Option('--token <t>').env('EXPORTDESK_TOKEN');\n",
    },
    level: 'error',
    kind: 'syntax',
    rule: 'no-restricted-syntax',
    // process.env in any spelling, and commander's `.env('NAME')` on an option, which reads the
    // environment as surely (the CLI reads it in cli/src/lib/config.ts and falls back there)
    options: [
      'MemberExpression[object.name="process"][property.name="env"]',
      'MemberExpression[object.name="process"][property.value="env"]',
      'VariableDeclarator[init.name="process"] > ObjectPattern > Property[key.name="env"]',
      'CallExpression[callee.property.name="env"][arguments.length=1][arguments.0.type="Literal"]',
    ].map((selector) => ({
      selector,
      message: 'Read configuration in config.ts (api) or cli/src/lib/config.ts, not the environment here.',
    })),
    ignores: ENV_READERS,
  },
  {
    name: 'no-as-any',
    why: "zod's inferred types go end to end: no `as any` outside tests",
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'api/src/modules/house-check/service.ts',
      code: 'export const n = 1 as any;\nexport const rows = [] as any[];\n',
    },
    level: 'error',
    kind: 'syntax',
    rule: 'no-restricted-syntax',
    // `any` anywhere in an assertion's type: `as any`, `as any[]`, `as Record<string, any>`,
    // `as unknown as any`, `<any>x`
    options: [
      `${ASSERTIONS} > TSAnyKeyword.typeAnnotation`,
      `${ASSERTIONS} > .typeAnnotation TSAnyKeyword`,
    ].map((selector) => ({ selector, message: '`as any` hides a type: type it (tests may use it).' })),
    ignores: TEST_FILES,
  },
  {
    name: 'no-explicit-any',
    why: 'an `any` annotation turns the type checker off: write the type, or `unknown` and narrow it',
    // linted by bench/house.mjs to show the rule still catches what it is for
    example: {
      file: 'api/src/modules/house-check/service.ts',
      code: 'export const f = (rows: any[]): Record<string, any> => ({ rows });\n',
    },
    level: 'error',
    kind: 'syntax',
    rule: 'no-restricted-syntax',
    // every `any` that is not in an assertion (those are no-as-any's). A few are needed (a
    // library's own `any` signature): `// eslint-disable-next-line house/no-explicit-any -- <why>`,
    // which bench/house.mjs counts and prints with its reason.
    options: [
      {
        selector: `TSAnyKeyword:not(${ASSERTIONS} > TSAnyKeyword.typeAnnotation, ${ASSERTIONS} > .typeAnnotation TSAnyKeyword)`,
        message:
          '`any` turns the type checker off: write the type, or `unknown` and narrow it (tests may use it).',
      },
    ],
    ignores: TEST_FILES,
  },
];

const SOURCES = ['**/*.{ts,tsx,js,mjs,cjs}'];

// Each syntax rule is one of ESLint's own rules under its own id (house/<name>), so levels stay apart.
const house = {
  rules: Object.fromEntries(
    HOUSE_RULES.filter((r) => r.kind === 'syntax').map((r) => [r.name, builtinRules.get(r.rule)]),
  ),
};

function houseBlock(rule) {
  if (rule.kind === 'syntax') {
    return {
      name: `house/${rule.name}`,
      files: rule.files ?? SOURCES,
      ignores: rule.ignores ?? [],
      rules: { [`house/${rule.name}`]: [rule.level, ...rule.options] },
    };
  }
  return {
    name: `house/${rule.name}`,
    files: SOURCES,
    plugins: { [`house-${rule.name}`]: boundaries },
    rules: {
      [`house-${rule.name}/dependencies`]: [
        rule.level,
        {
          default: rule.default ?? 'allow',
          checkAllOrigins: Boolean(rule.modules),
          policies: rule.policies,
          message: `${rule.why} ({{from.element.type}} → {{to.module.source}}{{to.element.type}})`,
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_' }],
    },
  },
  {
    name: 'house/settings',
    plugins: { house },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' }, node: true },
      'boundaries/elements': [
        // a part's own test folder is test code, with the tests' freedom to import anything
        { type: 'tests', pattern: '*/test/**', partialMatch: false },
        ...PARTS.map((type) => ({ type, pattern: `${type}/**`, partialMatch: false })),
      ],
      'boundaries/files': [
        // a file has every category whose pattern it matches
        { category: 'area', pattern: 'api/src/modules/*/**' },
        {
          category: 'http',
          pattern: [
            'api/src/modules/*/{index,routes}.ts',
            'api/src/modules/*/http/**',
            'api/src/http/**',
            'api/src/server.ts',
            'api/src/plugins.ts',
          ],
        },
        ...KNEX_HOMES.map((pattern) => ({ category: 'knex-home', pattern })),
        // every file has a category: a file selector never matches a file that has none
        { category: 'code', pattern: '**' },
      ],
      'boundaries/legacy-templates': false,
    },
  },
  ...HOUSE_RULES.filter((r) => r.level !== 'off').map(houseBlock),
);
