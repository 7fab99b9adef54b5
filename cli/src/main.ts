/** The `exportdesk` binary: parse, run one command, exit with the code of DESIGN.md. */
import { Command, CommanderError } from 'commander';
import { COMMANDS } from './commands';
import { CliError, EXIT } from './lib/errors';
import { isInteractive, printError, printJson } from './lib/output';

const program = new Command('exportdesk')
  .description('ExportDesk from a terminal or a pipeline: rates, orders, uploads, documents, tracking')
  .version('0.1.0')
  .option('--api-url <url>', 'API base URL (env EXPORTDESK_API_URL; default http://localhost:4000)')
  .option('--json', 'machine-readable output (also when stdout is not a terminal or CI is set)')
  .showHelpAfterError()
  .exitOverride();

for (const register of COMMANDS) register(program);

try {
  await program.parseAsync(process.argv);
  process.exitCode ??= EXIT.OK;
} catch (err) {
  if (err instanceof CommanderError) {
    process.exitCode = err.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
  } else if (err instanceof CliError) {
    if (isInteractive(program.opts())) printError(`✖ ${err.message}`);
    else {
      printJson({ success: false, message: err.message, exitCode: err.exitCode, ...(err.details ? { details: err.details } : {}) });
      printError(err.message);
    }
    process.exitCode = err.exitCode;
  } else {
    printError(`✖ ${(err as Error).stack ?? err}`);
    process.exitCode = EXIT.SERVER;
  }
}
