import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocsgenError } from '../util/errors.js';

/**
 * A package loaded when a page first needs it (the highlighter's grammars, the raw HTML parser)
 * that fails to load: the error names the file and line the stack points at, what was loading and
 * why, as a failure at start-up would have.
 */
export function moduleLoadError(what: string, error: unknown): DocsgenError {
  const err = error instanceof Error ? error : new Error(String(error));
  const frame = /((?:file:\/\/)?\/[^():\s]+\.[cm]?js):(\d+)(?::(\d+))?/.exec(err.stack ?? '');
  let where = '';
  if (frame) {
    const file = frame[1]!.startsWith('file://') ? fileURLToPath(frame[1]!) : frame[1]!;
    where = `${path.relative(process.cwd(), file) || file}:${frame[2]}${frame[3] ? `:${frame[3]}` : ''}: `;
  }
  return new DocsgenError(`${where}${what} failed to load: ${err.message}`, { cause: error });
}
