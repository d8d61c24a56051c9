import type { Stats } from 'node:fs';

/** A stamp younger than this (file system time against the clock) is not trusted. */
export const RACY_MS = 2000;

/** size, mtimeMs, ctimeMs, ino: a file is taken as unchanged while its stat gives the same four. */
export type StatStamp = [size: number, mtimeMs: number, ctimeMs: number, ino: number];

/**
 * The stamp of a file whose contents were read after `takenAt` (the clock before the read). A file
 * can change without its stat changing when it is written again within the file system's time
 * resolution (git's "racily clean" entries): a stamp taken while the file's modification or change
 * time is less than RACY_MS old gets size -1, so it never matches and the file is read again.
 */
export function statStamp(stat: Stats, takenAt: number): StatStamp {
  const racy = stat.mtimeMs > takenAt - RACY_MS || stat.ctimeMs > takenAt - RACY_MS;
  return [racy ? -1 : stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino];
}

/** Whether `stat` is the one `stamp` (the first four entries of a kept tuple) was taken from. */
export function stampMatches(stamp: readonly unknown[], stat: Stats): boolean {
  return stamp[0] === stat.size && stamp[1] === stat.mtimeMs && stamp[2] === stat.ctimeMs && stamp[3] === stat.ino;
}
