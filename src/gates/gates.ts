import type { ConfigValues } from '../config/configValues.js';
import type { UnsafeContentProblem } from '../content/plugins/rehypeSafeHtml.js';
import type { Doc } from '../content/types.js';
import { addFound, AggregateBuildError, DocsgenError, failureProblems, formatLocation, formatProblems, groupMarked, metOnPage, type FoundProblems } from '../util/errors.js';
import type { Logger } from '../util/log.js';
import { linkIgnorer } from './linkIgnorer.js';

type GateName = keyof ConfigValues['gates'];

/** What each gate does with its problems: the config's `gates`. */
export type GateSettings = ConfigValues['gates'];

/**
 * The settings a command's gates run with, resolved once before any gate is made: the config's,
 * with `--strict` making warnings fail (`onWarnings: 'throw'`). The config is left as it was.
 */
export function gateSettings(config: GateSettings, { strict = false }: { strict?: boolean | undefined } = {}): GateSettings {
  return strict ? { ...config, onWarnings: 'throw' } : config;
}

/**
 * The run's gates, made once from the config's settings: every stage hands its problems here and
 * nothing else reads the gate settings.
 */
export interface Gates {
  /** Applies a gate's configured action (throw / warn / ignore) to its problems. */
  apply(gate: GateName, noun: string, problems: string[]): void;
  /** Broken references, reported together at the end of a run (see createReferenceGates). */
  references(): ReferenceGates;
  /** The page gates' problems of pages processed before the build failed (see pageProblems). */
  pageProblems(pages: readonly Doc[]): FoundProblems[];
  /** The safety gates on pages (see applyUnsafeContentGates). */
  unsafeContent(docs: readonly Doc[]): void;
  /** What docsgen did in the site's place as Docusaurus does (see ContentWarning.note): an info line, each once, no gate. */
  note(notes: string[]): void;
  /**
   * Whether a link's path is one no gate reports (`gates.ignoreLinks`, see linkIgnorer): the links
   * stage and the crawl both ask here, the patterns compiled once.
   */
  ignoresLink(path: string): boolean;
  /** Whether a gate's problems stop the build (its action is 'throw'). */
  throws(gate: GateName): boolean;
  /**
   * The same gates (settings, compiled `ignoreLinks`) reporting to another logger and notes (a
   * locale's build of several: see localeWarnings), so the patterns are compiled once a build.
   */
  reporting(logger: Logger, note?: (notes: string[]) => void): Gates;
}

/**
 * `note`: where the notes go instead of an info line each time (a build of several locales holds
 * them, to print each once: see localeWarnings).
 */
export function createGates(settings: GateSettings, logger: Logger, note?: (notes: string[]) => void): Gates {
  return gatesReporting(settings, linkIgnorer(settings.ignoreLinks), logger, note);
}

function gatesReporting(settings: GateSettings, ignoresLink: (path: string) => boolean, logger: Logger, note?: (notes: string[]) => void): Gates {
  return {
    ignoresLink,
    reporting: (otherLogger, otherNote) => gatesReporting(settings, ignoresLink, otherLogger, otherNote),
    throws: (gate) => settings[gate] === 'throw',
    apply: (gate, noun, problems) => applyGate(settings, gate, noun, problems, logger),
    references: () => createReferenceGates(settings, logger),
    pageProblems: (pages) => pageProblems(settings, pages),
    unsafeContent: (docs) => applyUnsafeContentGates(settings, docs, logger),
    note(notes) {
      if (notes.length === 0) return;
      if (note) note(groupMarked(notes).short);
      else logger.info(notesMessage(groupMarked(notes).short));
    },
  };
}

/** The info line of what docsgen did in the site's place (see Gates.note). */
export function notesMessage(lines: readonly string[]): string {
  return `docsgen does these its own way:\n${formatProblems(lines)}`;
}

function applyGate(settings: GateSettings, gate: GateName, noun: string, problems: string[], logger: Logger): void {
  if (problems.length === 0) return;
  const action = settings[gate];
  if (action === 'ignore') return;
  // A problem in a partial several pages import is listed once, with those pages.
  const { short, full } = groupMarked(problems);
  const summary = gateSummary(full.length, noun, gate, action);
  if (action === 'throw') throw new AggregateBuildError(summary, short, full);
  logger.warn(`${summary}\n${formatProblems(short)}`, full.length, { summary, problems: full, gate: { name: gate, noun, action: String(action), shown: short } });
}

/** The first line of a gate's message: `3 broken links found (onBrokenLinks: 'warn')`. */
export function gateSummary(count: number, noun: string, gate: string, action: unknown): string {
  return `${countOf(count, noun)} found (${gate}: '${String(action)}')`;
}

/** A gate's problems as applyGate would report them (a `throw` gate's as errors), without reporting them: for a build that failed first. */
function gateProblems(settings: GateSettings, gate: GateName, noun: string, problems: string[]): FoundProblems[] {
  const action = settings[gate];
  if (problems.length === 0 || action === 'ignore') return [];
  const { full } = groupMarked(problems);
  return [{ severity: action === 'throw' ? 'error' : 'warning', summary: gateSummary(full.length, noun, gate, action), problems: full }];
}

/**
 * Runs a stage's gates one after the other, each even when an earlier one failed: the first
 * failure is thrown at the end, carrying the later ones' problems (see DocsgenError.found), so a
 * `--report` lists what every gate found.
 */
export function runGates(gates: (() => void)[]): void {
  let first: unknown;
  for (const gate of gates) {
    try {
      gate();
    } catch (error) {
      if (first === undefined) first = error;
      else if (error instanceof DocsgenError) addFound(first, [...(error.found ?? []), failureProblems(error)]);
      else throw error;
    }
  }
  if (first !== undefined) throw first;
}

/** The page gates' problems (broken Markdown links, unsafe content, content warnings) of pages processed before the build failed. */
function pageProblems(settings: GateSettings, pages: readonly Doc[]): FoundProblems[] {
  return [
    ...gateProblems(settings, 'onBrokenMarkdownLinks', 'broken Markdown link', brokenMarkdownLinkLines(pages)),
    ...gateProblems(settings, 'onUnsafeLinks', 'unsafe link', unsafeContentLines(pages, 'link')),
    ...gateProblems(settings, 'onUnsafeHtml', 'unsafe HTML construct', unsafeContentLines(pages, 'html')),
    ...gateProblems(settings, 'onWarnings', 'content warning', contentWarningLines(pages)),
  ];
}

/** Each page's broken Markdown links, `file:line:col: …` (one in a partial marked with the page, for grouping). */
export function brokenMarkdownLinkLines(pages: readonly Doc[]): string[] {
  return pages.flatMap((doc) => doc.brokenMarkdownLinks.map((p) => onPage(`${formatLocation(p.file ?? doc.displayPath, p.line, p.column)}: broken Markdown link ${p.href} (no such page)`, doc.displayPath, p.file)));
}

/** Each page's warnings (its notes instead, with `notes`: see ContentWarning.note), `file:line:col: …`. */
export function contentWarningLines(pages: readonly Doc[], notes = false): string[] {
  return pages.flatMap((doc) => doc.warnings.filter((w) => (w.note === true) === notes).map((w) => onPage(`${formatLocation(w.file ?? doc.displayPath, w.line, w.column)}: ${w.message}`, doc.displayPath, w.file)));
}

/** A problem in another file than the page's (a partial): marked with the page, for grouping. */
function onPage(message: string, page: string, file: string | undefined): string {
  return file && file !== page ? metOnPage(message, page) : message;
}

function unsafeContentLines(docs: readonly Doc[], kind: UnsafeContentProblem['kind']): string[] {
  return docs.flatMap((doc) =>
    doc.unsafeContent
      .filter((p) => p.kind === kind)
      // One in a partial names the partial, marked with the page (for grouping).
      .map((p) => (p.file && p.file !== doc.displayPath ? metOnPage(`${formatLocation(p.file, p.line, p.column)}: ${p.message}`, doc.displayPath) : `${formatLocation(doc.displayPath, p.line, p.column)}: ${p.message}`)),
  );
}

/** The gates of broken references, which one report lists together (see createReferenceGates). */
export type ReferenceGate = 'onBrokenMarkdownLinks' | 'onBrokenLinks' | 'onBrokenAnchors';

export interface ReferenceGates {
  /** Adds a gate's problems (`file:line:column: …`); nothing is reported yet. */
  add(gate: ReferenceGate, noun: string, problems: string[]): void;
  /**
   * Reports everything added: the `warn` gates as warnings, and every problem of the `throw`
   * gates in one error, the problems of each file together (files in the order first met).
   */
  finish(): void;
  /** What was added and not reported yet (the build failed before `finish`), as the report lists it. */
  unreported(): FoundProblems[];
}

/**
 * Broken Markdown links (found while routes resolve), links, anchors and images (found once every
 * page is rendered) are reported together at the end of a run, so one build shows them all.
 */
function createReferenceGates(settings: GateSettings, logger: Logger): ReferenceGates {
  const found: { gate: ReferenceGate; noun: string; problems: string[] }[] = [];
  return {
    add(gate, noun, problems) {
      if (problems.length) found.push({ gate, noun, problems });
    },
    unreported() {
      return found.flatMap(({ gate, noun, problems }) => gateProblems(settings, gate, noun, problems));
    },
    finish() {
      const failing = found.filter(({ gate }) => settings[gate] === 'throw');
      for (const { gate, noun, problems } of found) if (settings[gate] === 'warn') applyGate(settings, gate, noun, problems, logger);
      found.length = 0;
      if (failing.length === 0) return;
      if (failing.length === 1) return applyGate(settings, failing[0]!.gate, failing[0]!.noun, failing[0]!.problems, logger);
      const grouped = failing.map(({ gate, noun, problems }) => ({ gate, noun, ...groupMarked(problems) }));
      const total = grouped.reduce((sum, { full }) => sum + full.length, 0);
      const parts = grouped.map(({ gate, noun, full }) => `${countOf(full.length, noun)} (${gate}: 'throw')`);
      throw new AggregateBuildError(`${total} broken references found: ${parts.join(', ')}`, byFile(grouped.flatMap(({ short }) => short)), byFile(grouped.flatMap(({ full }) => full)));
    },
  };
}

function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The problems of each file together, files in the order first met, each file's in line order. */
function byFile(problems: string[]): string[] {
  const groups = new Map<string, { line: number; column: number; text: string }[]>();
  for (const text of problems) {
    const match = /^(.*?)(?::(\d+)(?::(\d+))?)?: /.exec(text);
    const file = match?.[1] ?? '';
    const list = groups.get(file) ?? [];
    list.push({ line: Number(match?.[2] ?? 0), column: Number(match?.[3] ?? 0), text });
    groups.set(file, list);
  }
  return [...groups.values()].flatMap((list) => list.sort((a, b) => a.line - b.line || a.column - b.column).map((p) => p.text));
}

/**
 * The safety gates: what the sanitizer removed from pages (it is removed either way) fails the
 * build (`throw`) or is listed as warnings (`warn`). Script URLs go to `onUnsafeLinks`,
 * script-capable HTML (elements, `on*` handlers, `srcdoc`) to `onUnsafeHtml`.
 */
function applyUnsafeContentGates(settings: GateSettings, docs: readonly Doc[], logger: Logger): void {
  runGates([() => applyGate(settings, 'onUnsafeLinks', 'unsafe link', unsafeContentLines(docs, 'link'), logger), () => applyGate(settings, 'onUnsafeHtml', 'unsafe HTML construct', unsafeContentLines(docs, 'html'), logger)]);
}
