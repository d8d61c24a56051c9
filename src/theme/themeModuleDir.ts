import { constants } from 'node:fs';
import { access, lstat, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeFsError, isFsError, RenderError } from '../util/errors.js';
import { makeDir } from '../util/makeDir.js';

/**
 * The folder the compiled theme module is written to: `preferred` (the site's cache) when this
 * user can write there, else a folder of this user's own in the system's temporary folder (made
 * private, and used only while it stays so), so a site whose cache is read-only still builds.
 */
export async function themeModuleDir(preferred: string): Promise<string> {
  let first: unknown;
  try {
    await makeDir(preferred);
    await access(preferred, constants.W_OK);
    return preferred;
  } catch (error) {
    if (!isFsError(error)) throw error;
    first = error;
  }
  const fallback = path.join(os.tmpdir(), `docsgen-${process.getuid?.() ?? os.userInfo().username}`);
  try {
    await mkdir(fallback, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    const info = await lstat(fallback);
    // Another user's folder (or a link) could hold a module of theirs under the name we import.
    const mine = info.isDirectory() && (process.getuid === undefined || (info.uid === process.getuid() && (info.mode & 0o022) === 0));
    if (mine) {
      await access(fallback, constants.W_OK);
      return fallback;
    }
    throw new RenderError(`cannot write the compiled theme: ${describeFsError(first as NodeJS.ErrnoException)}, and ${fallback} is not a folder of this user's own`);
  } catch (error) {
    if (!isFsError(error)) throw error;
    throw new RenderError(`cannot write the compiled theme: ${describeFsError(first as NodeJS.ErrnoException)}, nor ${describeFsError(error)}`, { cause: error });
  }
}
