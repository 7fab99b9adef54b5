/** The `exportdesk` binary: parse, run one command, exit with the code of docs/CLI.md. */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { COMMANDS } from './commands';
import { registerCompletion } from './commands/completion';
import { addExamples } from './commands/examples';
import { CliError, EXIT } from './lib/errors';
import { Output } from './lib/output';
import { isClosedPipe, setUpTerminal } from './lib/terminal';

setUpTerminal();

// The package's own version: package.json sits one folder up from both src/ and dist/, in the
// checkout and in an installed package alike.
const VERSION: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

const program = new Command('exportdesk')
  .description('ExportDesk from a terminal or a pipeline: rates, orders, uploads, documents, tracking')
  .option('--api-url <url>', 'API base URL (env EXPORTDESK_API_URL; default http://localhost:4000)')
  .option('--json', 'machine-readable output (also when stdout is not a terminal or CI is set)')
  .showHelpAfterError()
  .exitOverride();

for (const register of [...COMMANDS, registerCompletion]) register(program);
addExamples(program);

// `exportdesk --version` by hand: commander's version option would also swallow a command's own
// --version (e.g. `portal publish … --version 1.2.0`).
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${VERSION}\n`);
  process.exit(0);
}
program.addHelpText(
  'after',
  `\nVersion ${VERSION}. Exit codes: 0 done, 1 some rows rejected, 2 usage, 3 auth, 4 server or network (a 429 or 503 too: retry later).\nShell completion: source <(exportdesk completion bash)   (or zsh)`,
);

try {
  await program.parseAsync(process.argv);
  process.exitCode ??= EXIT.OK;
} catch (err) {
  if (isClosedPipe(err)) {
    process.exitCode = EXIT.OK; // the reader stopped early (| head): nothing failed
  } else if (err instanceof CommanderError) {
    process.exitCode = err.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
  } else if (err instanceof CliError) {
    new Output(program.opts()).fail(err);
    process.exitCode = err.exitCode;
  } else {
    // A bug of ours or an answer we did not expect (issue 23 item 10): exit 4 with one readable
    // line (JSON too, under --json or CI), never a bare TypeError and its stack on the user.
    const what = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    new Output(program.opts()).fail(
      new CliError(`Unexpected error (${what}). Please report it with the command you ran.`, EXIT.SERVER),
    );
    process.exitCode = EXIT.SERVER;
  }
}
