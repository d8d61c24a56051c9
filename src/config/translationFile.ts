import { existsSync, readFileSync } from 'node:fs';
import { ConfigError } from '../util/errors.js';

/** A translation file's messages by key, as Docusaurus's `write-translations` writes them. */
export type Messages = Record<string, string>;

/**
 * A translation file of `i18n/<locale>/` (code.json, navbar.json, current.json…): each key's
 * `{ "message": … }` (or a plain string); none when the file is not there. Malformed JSON fails
 * the build naming the file and the line.
 */
export function readTranslationFile(file: string): Messages | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = Number(/position (\d+)/.exec(message)?.[1]);
    const line = Number.isFinite(at) ? text.slice(0, at).split('\n').length : undefined;
    throw new ConfigError(`${file}${line ? `:${line}` : ''}: not valid JSON (${message})`);
  }
  const messages: Messages = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ConfigError(`${file}: a translation file is an object of id → { "message": "…" }`);
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const message = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : undefined;
    if (typeof message === 'string') messages[key] = message;
  }
  return messages;
}
