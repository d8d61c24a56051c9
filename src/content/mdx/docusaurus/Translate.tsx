import type { ReactNode } from 'react';
import { fillMessage } from '../../../shared/fillMessage.js';

type Values = Record<string, ReactNode>;
type Messages = Readonly<Record<string, string>>;

/**
 * The locale's code translations (`i18n/<locale>/code.json`, by id) that `translate()` and
 * `<Translate>` read, as Docusaurus's `@generated/codeTranslations`: set around each page's render
 * at build time (withCodeTranslations), and once in the browser before islands mount (each locale's
 * bundle carries its own locale's messages only).
 */
let current: Messages = {};
/** Whether a render read a translation (see withCodeTranslations). */
let read = false;

/**
 * Runs `render` (a page's module evaluated and rendered: synchronous) with `messages` as the code
 * translations, and says whether it read any: such a page depends on the translations file.
 */
export function withCodeTranslations<T>(messages: Messages | undefined, render: () => T): { result: T; translated: boolean } {
  const before = { current, read };
  current = messages ?? {};
  read = false;
  try {
    const result = render();
    return { result, translated: read };
  } finally {
    ({ current, read } = before);
  }
}

/** In the browser: the locale's messages, before any component renders. */
export function setCodeTranslations(messages: Messages): void {
  current = messages;
}

/** The message of `id` (Docusaurus: the id defaults to the message itself) in the locale, else the default message. */
function localized(id: string | undefined, message: string | undefined): string {
  read = true;
  const key = id ?? message;
  return (key !== undefined ? current[key] : undefined) ?? message ?? id ?? '';
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{fillMessage(localized(id, children), values)}</>;
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(fillMessage(localized(id, message), values));
}
