/**
 * The login questions without a single escape code, for a terminal under NO_COLOR (ink's prompt
 * moves the cursor to redraw): numbered user types, one line per answer, the password echoed as
 * '*'. Keys are read raw, so text and Enter that arrive in one chunk (a paste) answer as many
 * questions as they hold.
 */
import { USER_TYPES } from '@exportdesk/core';
import { EXIT } from './errors';

export interface PlainLoginAnswers {
  userType: number;
  userName: string;
  password: string;
}

let pending = '';

/** One answer from the terminal: typed keys echoed (or masked), Backspace, Enter ends, Ctrl-C quits. */
function readAnswer(question: string, mask = false): Promise<string> {
  const out = process.stderr;
  out.write(question);
  const stdin = process.stdin;
  return new Promise((resolve) => {
    let answer = '';
    const take = (chunk: string): boolean => {
      for (let i = 0; i < chunk.length; i++) {
        const ch = chunk[i];
        if (ch === '\r' || ch === '\n') {
          pending = chunk.slice(i + (ch === '\r' && chunk[i + 1] === '\n' ? 2 : 1));
          out.write('\n');
          return true;
        }
        if (ch === '\u0003') {
          out.write('\n');
          process.exit(EXIT.USAGE);
        }
        if (ch === '\u007f' || ch === '\b') {
          if (answer) out.write('\b \b');
          answer = answer.slice(0, -1);
        } else if (ch >= ' ') {
          answer += ch;
          out.write(mask ? '*' : ch);
        }
      }
      return false;
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      resolve(answer);
    };
    const onData = (d: Buffer) => {
      if (take(d.toString('utf8'))) finish();
    };
    const early = pending;
    pending = '';
    if (take(early)) return resolve(answer);
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

export async function plainLoginPrompt(initial: Partial<PlainLoginAnswers>): Promise<PlainLoginAnswers> {
  process.stderr.write('Sign in to ExportDesk\n');
  let userType = initial.userType;
  if (!userType) {
    USER_TYPES.forEach((t, i) =>
      process.stderr.write(`  ${String(i + 1).padStart(2)}. ${t.role} (${t.userType})\n`),
    );
    while (!userType) {
      const a = (await readAnswer('Who are you? (number, Enter for 1): ')).trim();
      const i = a === '' ? 0 : Number(a) - 1;
      userType = Number.isInteger(i) && USER_TYPES[i] ? USER_TYPES[i].userType : undefined;
    }
  }
  let userName = initial.userName?.trim() ?? '';
  while (!userName) userName = (await readAnswer(userType === 1 ? 'IEC / username: ' : 'Username: ')).trim();
  const password = await readAnswer('Password / OTP: ', true);
  return { userType, userName, password };
}
