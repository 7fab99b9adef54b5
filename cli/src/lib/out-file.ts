/**
 * Files a command writes where the user said (`--out`, `--errors`): the folder is created when it
 * does not exist yet, and a path that cannot be written (a file in the way, no permission) is a
 * usage error with the path and the reason, not a stack trace.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { CliError, EXIT } from './errors';

export async function writeOutFile<T>(file: string, flag: string, write: () => Promise<T>): Promise<T> {
  try {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    return await write();
  } catch (err) {
    if (err instanceof CliError) throw err;
    const e = err as NodeJS.ErrnoException;
    if (!e.code) throw err;
    throw new CliError(
      `Cannot write ${flag} ${file}: ${e.code === 'EACCES' ? 'permission denied' : e.code === 'ENOTDIR' || e.code === 'EEXIST' ? 'a file is in the way of its folder' : e.code === 'EISDIR' ? 'it is a folder' : e.message}.`,
      EXIT.USAGE,
    );
  }
}

/** A folder the user named for files (`docs download --out dir`): made when missing, same errors. */
export const ensureOutDir = (dir: string, flag: string) =>
  writeOutFile(dir, flag, () => mkdir(dir, { recursive: true }));
