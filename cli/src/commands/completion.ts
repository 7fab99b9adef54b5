/**
 * `exportdesk completion bash|zsh`: a completion script made from commander's own tree, so a new
 * command or option completes without editing anything here. The tree is written into the script
 * as case tables (no call back into node on every Tab: ink-free, but node still takes ~100 ms).
 * zsh loads the same bash function through bashcompinit, which ships with zsh.
 */
import type { Command, Option } from 'commander';
import { CliError, EXIT } from '../lib/errors';
import { allCommands, commandPath } from './examples';

const SHELLS = ['bash', 'zsh'] as const;

const flagsOf = (options: readonly Option[]) =>
  options.flatMap((o) => [o.long, o.short].filter((f): f is string => !!f));
const valuedFlagsOf = (options: readonly Option[]) =>
  flagsOf(options.filter((o) => o.required || o.optional));
const quote = (words: string[]) => words.join(' ').replace(/'/g, '');

/** The bash script for this program's tree (also sourced by zsh). */
export function bashScript(program: Command): string {
  const globalOpts = [
    ...program.options,
    program
      .createHelp()
      .visibleOptions(program)
      .find((o) => o.long === '--help'),
  ].filter((o): o is Option => !!o);
  const nodes = [program, ...allCommands(program)].filter((c) => c.name() !== 'help');
  const table = (pick: (c: Command) => string[]) =>
    nodes.map((c) => `    '${commandPath(c)}') echo '${quote(pick(c))}' ;;`).join('\n');
  return `# exportdesk completion (bash; zsh through bashcompinit). Load it with:
#   source <(exportdesk completion bash)        # bash, e.g. in ~/.bashrc
_exportdesk_subs() {
  case "$1" in
${table((c) => c.commands.map((s) => s.name()).filter((n) => n !== 'help'))}
  esac
}
_exportdesk_opts() {
  case "$1" in
${table((c) => (c === program ? [] : [...flagsOf(c.options), '--help']))}
  esac
  echo '${quote(flagsOf(globalOpts))}'
}
_exportdesk_valued() {
  case "$1" in
${table((c) => (c === program ? [] : valuedFlagsOf(c.options)))}
  esac
  echo '${quote(valuedFlagsOf(program.options))}'
}
_exportdesk() {
  local cur prev path="" subs w i
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  # The command path typed so far: the words that name a subcommand of the path before them.
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    case " $(_exportdesk_subs "$path") " in *" $w "*) path="\${path:+$path }$w" ;; esac
  done
  # An option that takes a value: complete file names (most values are files or folders).
  if [[ "$prev" == -* && " $(_exportdesk_valued "$path") " == *" $prev "* ]]; then
    COMPREPLY=($(compgen -f -- "$cur"))
    return
  fi
  subs="$(_exportdesk_subs "$path")"
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(_exportdesk_opts "$path")" -- "$cur"))
  elif [[ -n "$subs" ]]; then
    COMPREPLY=($(compgen -W "$subs" -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _exportdesk exportdesk
`;
}

export function completionScript(program: Command, shell: string): string {
  if (shell === 'bash') return bashScript(program);
  if (shell === 'zsh') {
    return `# exportdesk completion for zsh: the bash function below, loaded through bashcompinit.
#   source <(exportdesk completion zsh)         # e.g. in ~/.zshrc
(( $+functions[compdef] )) || { autoload -U +X compinit && compinit }
autoload -U +X bashcompinit && bashcompinit
${bashScript(program)}`;
  }
  throw new CliError(`Unknown shell "${shell}": one of ${SHELLS.join(', ')}.`, EXIT.USAGE);
}

export function registerCompletion(program: Command): void {
  program
    .command('completion')
    .description('Print a shell completion script for commands and options (bash or zsh)')
    .argument('<shell>', SHELLS.join(' or '))
    .action((shell: string) => {
      process.stdout.write(completionScript(program, shell));
    });
}
