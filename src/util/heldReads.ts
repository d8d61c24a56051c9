import type { Stats } from 'node:fs';
import { stampMatches, type StatStamp } from './statStamp.js';

/**
 * Page sources the up-to-date check read this build (their stat had changed since it last hashed
 * them), held for the content stage, which would read them again: a changed page is read from
 * disk once a build. An entry is taken only while the file's stat is the one it was read with.
 */
const held = new Map<string, { stamp: StatStamp; bytes: Buffer; readAt: number }>();

/** Holds what `file` read as, with its stat and the clock before the read (for the source memo's racy check). */
export function holdRead(file: string, stat: Stats, bytes: Buffer, readAt: number): void {
  held.set(file, { stamp: [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino], bytes, readAt });
}

/** What `file` read as earlier this build, when its stat is still `stat`; it is held no longer. */
export function takeRead(file: string, stat: Stats): { bytes: Buffer; readAt: number } | undefined {
  const entry = held.get(file);
  if (!entry) return undefined;
  held.delete(file);
  return stampMatches(entry.stamp, stat) ? entry : undefined;
}

/** Lets go of every read not taken (the content stage has read its sources; a new build starts). */
export function dropReads(): void {
  held.clear();
}
