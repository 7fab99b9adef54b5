/**
 * One example per command, shown at the end of its --help (commander's addHelpText). Kept in one
 * table so a new command without an example is easy to spot (cli/test/package.test.ts checks).
 */
import type { Command } from 'commander';

export const EXAMPLES: Record<string, string[]> = {
  login: ['exportdesk login', 'echo "$PASS" | exportdesk login -t 1 -u ABCDE1234F --password-stdin'],
  whoami: ['exportdesk whoami --json'],
  logout: ['exportdesk logout'],
  doctor: ['exportdesk doctor --api-url https://api.exportdesk.in', 'exportdesk doctor --json | jq .reasons'],
  rates: ['exportdesk rates quote --country USA --weight 500 --dims 10x10x10'],
  'rates quote': ['exportdesk rates quote --country "United Kingdom" --weight 1200 --dims 30x20x10'],
  'rates batch': ['exportdesk rates batch rows.csv --out results/cheapest.xlsx'],
  hsn: ['exportdesk hsn classify "men\'s cotton t-shirt"'],
  'hsn classify': ['exportdesk hsn classify "brass diya oil lamp" --json'],
  portal: ['exportdesk portal list'],
  'portal list': ['exportdesk portal list --json'],
  'portal publish': [
    'exportdesk portal publish mfe-docs https://cdn.example.com/mfe-docs/1.4.0/remoteEntry.js --version 1.4.0',
  ],
  'portal rollback': ['exportdesk portal rollback mfe-docs --version 1.3.2'],
  'portal token': ['exportdesk portal token list'],
  'portal token create': ['exportdesk portal token create mfe-docs --label "docs CI"'],
  'portal token list': ['exportdesk portal token list --json'],
  'portal token revoke': ['exportdesk portal token revoke 3'],
  orders: ['EXPORTDESK_API_KEY=… exportdesk orders push orders.json'],
  'orders push': ['EXPORTDESK_API_KEY=… exportdesk orders push orders.csv'],
  upload: ['exportdesk upload orders.xlsx --dry-run --errors checks/orders.errors.xlsx'],
  dockets: ['exportdesk dockets list --search PMB1000000000001'],
  'dockets list': [
    'exportdesk dockets list --search "Acme Exports" --from 01-04-2025 --to 30-06-2025',
    'exportdesk dockets list --json | jq ".dockets[].tempSBill"',
  ],
  jobs: ['exportdesk jobs status bu-3f9c2a1e6b8d4f70a5c1e2d3b4a59687'],
  'jobs status': ['exportdesk jobs status bu-3f9c2a1e6b8d4f70a5c1e2d3b4a59687 --json'],
  docs: ['exportdesk docs download PMB1000000000001 --type all --out docs/'],
  'docs download': [
    'exportdesk docs download PMB1000000000001 PMB1000000000002 --type invoices --out docs/ --wait',
  ],
  parcels: ['exportdesk parcels list --search ORD-1'],
  'parcels list': ['exportdesk parcels list --carrier indiapost --status saved --json'],
  'parcels merge': ['exportdesk parcels merge 12 13'],
  'parcels clone': ['exportdesk parcels clone 12'],
  'parcels delete': ['exportdesk parcels delete 12,13 --yes'],
  pbe: ['exportdesk pbe create --parcels 12 13'],
  'pbe create': ['exportdesk pbe create --parcels 12,13 --type PBE1'],
  gstr: ['exportdesk gstr --month 2026-10 --provider indiapost --out exp.xlsx'],
  billing: ['exportdesk billing import dhl-2026-10.xlsx --dry-run'],
  'billing import': ['exportdesk billing import dhl-2026-10.xlsx --carrier dhl --dry-run'],
  reports: ['exportdesk reports sales --from 2026-10-01 --to 2026-10-31'],
  'reports sales': ['exportdesk reports sales --from 2026-10-01 --to 2026-10-31 --json'],
  'reports meis': [
    'exportdesk reports meis --all --out meis.pdf',
    'exportdesk reports meis --orders 12,13 --out meis.xlsx',
  ],
  'reports csb': ['exportdesk reports csb --from 2026-10-01 --to 2026-10-31 --out csb-v.xlsx'],
  subscription: ['exportdesk subscription --json'],
  agents: ['exportdesk agents list'],
  'agents list': ['exportdesk agents list --cha 12 --json'],
  'agents link': ['exportdesk agents link --cha 12 --iec ABCDE1234F'],
  'agents unlink': ['exportdesk agents unlink --cha 12 --iec ABCDE1234F'],
  scan: ['exportdesk scan PMB1000000000003-PMB1000000000003-0001', 'cat scanned.txt | exportdesk scan'],
  webhooks: ['exportdesk webhooks list'],
  'webhooks add': [
    'exportdesk webhooks add https://ci.example.com/hooks --events docket.created,documents.ready',
  ],
  'webhooks list': ['exportdesk webhooks list --json'],
  'webhooks remove': ['exportdesk webhooks remove 3'],
  'webhooks test': ['exportdesk webhooks test 3 --type pickup.updated'],
  'webhooks deliveries': ['exportdesk webhooks deliveries 3 --json | jq ".deliveries[0]"'],
  'webhooks redeliver': ['exportdesk webhooks redeliver whd_4f1c2a9e0b7d6c5a3e2f1b0c'],
  listen: ['exportdesk listen --forward http://localhost:3000/hooks --events docket.created,pickup.updated'],
  completion: [
    'source <(exportdesk completion bash)    # in ~/.bashrc',
    'source <(exportdesk completion zsh)     # in ~/.zshrc',
  ],
};

/** The command's path under the program: "rates quote". */
export function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** Every command of the tree, depth first. */
export function allCommands(program: Command): Command[] {
  return program.commands.flatMap((c) => [c, ...allCommands(c)]);
}

export function addExamples(program: Command): void {
  for (const cmd of allCommands(program)) {
    const lines = EXAMPLES[commandPath(cmd)];
    if (lines)
      cmd.addHelpText(
        'after',
        `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((l) => `  $ ${l}`).join('\n')}`,
      );
  }
}
