import path from 'node:path';
import { slashPath } from './slashPath.js';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

/**
 * `file:line:column: <what> failed: <reason>` from an esbuild failure (its first message), or
 * `<fallback>: …` when esbuild gave no location.
 */
export function describeEsbuildError(error: unknown, fallback: string, what: string, paths?: { workingDir: string; shownFrom: string }): string {
  const first = (error as { errors?: EsbuildMessage[] }).errors?.[0];
  // esbuild names files from its working folder; the message names them from the site's, when given.
  const file = first?.location && paths ? slashPath(path.relative(paths.shownFrom, path.resolve(paths.workingDir, first.location.file))) : first?.location?.file;
  const where = first?.location ? `${file}:${first.location.line}:${first.location.column + 1}` : fallback;
  const prefix = paths ? `${slashPath(path.relative(paths.workingDir, paths.shownFrom))}/` : undefined;
  const text = first?.text !== undefined && prefix && prefix !== '/' ? first.text.split(prefix).join('') : first?.text;
  return `${where}: ${what}: ${text ?? String(error)}`;
}
