import { formatProblems } from '../util/errors.js';
import type { Logger } from '../util/log.js';
import type { ListedProblems } from '../util/terminalLogger.js';
import { gateSummary, notesMessage } from './gates.js';

/** What a locale's build warned, kept until every locale is built. */
interface Held {
  locale: string;
  message: string;
  count: number;
  listed: ListedProblems | undefined;
}

export interface LocaleWarnings {
  /** The logger a locale's build reports to: its warnings are held, the rest passes through. */
  logger(locale: string): Logger;
  /** Where a locale's gates put their notes (see createGates): held too, each printed once. */
  notes(locale: string): (notes: string[]) => void;
  /** Reports what the locales' builds warned, each warning once (see localeWarnings); nothing is held after. */
  flush(): void;
}

/**
 * The warnings of a build of several locales, each once: a problem every locale's build meets (a
 * broken link in a page no locale translates, a plugin's warning) is one line naming the locales
 * it was met in, `(in locales: en, fr, de)`, where it would be printed once per locale; one met in
 * some locales only (a translated page's own link) names those (`(in locale: fr)`). A gate's
 * problems of every locale are one message, counted once each (the build's summary and `--strict`
 * count what is printed). Held until `flush`: the terminal shows them after the last locale.
 */
export function localeWarnings(logger: Logger): LocaleWarnings {
  const held: Held[] = [];
  const notes = new Map<string, Set<string>>();
  return {
    notes: (locale) => (lines) => {
      for (const line of lines) {
        const locales = notes.get(line);
        if (locales) locales.add(locale);
        else notes.set(line, new Set([locale]));
      }
    },
    logger: (locale) => ({
      info: (message) => logger.info(message),
      warn: (message, count = 1, listed) => void held.push({ locale, message, count, listed }),
      phase: (name) => logger.phase?.(name),
      progress: (done, total) => logger.progress?.(done, total),
    }),
    flush() {
      const warnings = [...held];
      held.length = 0;
      if (notes.size > 0) logger.info(notesMessage([...notes].map(([line, locales]) => `${line}${inLocales([...locales])}`)));
      notes.clear();
      for (const each of mergeWarnings(warnings)) logger.warn(each.message, each.count, each.listed);
    },
  };
}

/** ` (in locales: en, fr)`: the locales a problem was met in, as its line ends. */
export function inLocales(locales: readonly string[]): string {
  return ` (in locale${locales.length === 1 ? '' : 's'}: ${locales.join(', ')})`;
}

/** Reads inLocales' ending off a problem's line: the line without it, and the locales. */
export function splitLocales(text: string): { text: string; locales?: string[] } {
  const match = / \(in locales?: ([^()]*)\)$/.exec(text);
  return match ? { text: text.slice(0, match.index), locales: match[1]!.split(', ') } : { text };
}

/** A gate's warnings of every locale as one (its problems each once), and other warnings each once, in the order first met. */
function mergeWarnings(warnings: readonly Held[]): { message: string; count: number; listed?: ListedProblems }[] {
  const groups = new Map<string, Held[]>();
  for (const each of warnings) {
    const gate = each.listed?.gate;
    const key = gate ? `gate\u0000${gate.name}\u0000${gate.noun}\u0000${gate.action}` : `message\u0000${each.message}`;
    const group = groups.get(key);
    if (group) group.push(each);
    else groups.set(key, [each]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const gate = first.listed?.gate;
    const locales = [...new Set(group.map((each) => each.locale))];
    if (!gate) {
      // The same message in each locale's build: once, naming the locales it was met in.
      return { message: `${first.message}${inLocales(locales)}`, count: first.count, ...(first.listed ? { listed: { ...first.listed, problems: first.listed.problems.map((problem) => `${problem}${inLocales(locales)}`) } } : {}) };
    }
    // Each problem (its full line) once, with the locales it was met in, and its shortened line.
    const problems = new Map<string, { shown: string; locales: string[] }>();
    for (const { locale, listed } of group) {
      listed!.problems.forEach((problem, i) => {
        const met = problems.get(problem) ?? { shown: listed!.gate!.shown[i] ?? problem, locales: [] };
        if (!met.locales.includes(locale)) met.locales.push(locale);
        problems.set(problem, met);
      });
    }
    const entries = [...problems];
    const full = entries.map(([problem, met]) => `${problem}${inLocales(met.locales)}`);
    const shown = entries.map(([, met]) => `${met.shown}${inLocales(met.locales)}`);
    const summary = gateSummary(full.length, gate.noun, gate.name, gate.action);
    return { message: `${summary}\n${formatProblems(shown)}`, count: full.length, listed: { summary, problems: full, gate: { ...gate, shown } } };
  });
}
