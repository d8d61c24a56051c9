import { rmSync, statSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fsCause, isFsError, shownPath, UsageError } from '../util/errors.js';
import { onInterrupt } from '../util/interrupts.js';

/**
 * The `--report` file. It is opened before the build starts (a folder that does not exist or
 * cannot be written is a usage error, before any work) and written before the new output
 * replaces the old one (a full disk fails the build, not the report alone); the last step only
 * renames it into place.
 */
export interface ReportFile {
  write(data: unknown): Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export async function openReport(file: string): Promise<ReportFile> {
  const final = path.resolve(file);
  const temp = `${final}.tmp-${process.pid}`;
  const isFolder = (() => {
    try {
      return statSync(final).isDirectory();
    } catch {
      return false;
    }
  })();
  if (isFolder) throw new UsageError(`--report ${file}: is a folder (name a file)`);
  try {
    await writeFile(temp, '');
  } catch (error) {
    if (!isFsError(error)) throw error;
    throw new UsageError(`--report ${file}: cannot write a file in ${shownPath(path.dirname(final))}: ${fsCause(error)}`);
  }
  const stopCleanup = onInterrupt(() => rmSync(temp, { force: true }));
  return {
    async write(data) {
      await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`);
    },
    async commit() {
      await rename(temp, final);
      stopCleanup();
    },
    async discard() {
      stopCleanup();
      await rm(temp, { force: true });
    },
  };
}
