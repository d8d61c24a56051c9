import path from 'node:path';

/**
 * Named errors, one per failure domain. The CLI prints `message` (which already names the file and
 * line) and the cause chain; stacks only with --verbose.
 */
export class DocsgenError extends Error {
  override name = 'DocsgenError';
  /**
   * Problems found before this one stopped the build and not reported on the way (a later gate of
   * the same stage, the warnings of the pages processed beside a failing one): the `--report`
   * file lists them with the failure, grouped as a finished build's.
   */
  found?: FoundProblems[];
}

/** A group of problems as a gate reports them (see gateProblems). */
export interface FoundProblems {
  severity: 'error' | 'warning';
  summary: string;
  problems: string[];
}

/** Adds problems found before `error` stopped the build (see DocsgenError.found); other errors are left as they are. */
export function addFound(error: unknown, groups: readonly FoundProblems[]): void {
  if (!(error instanceof DocsgenError) || groups.length === 0) return;
  error.found = [...(error.found ?? []), ...groups];
}

/** What a failure itself reports: an aggregate's every problem, else its message. */
export function failureProblems(error: DocsgenError): FoundProblems {
  return error instanceof AggregateBuildError ? { severity: 'error', summary: error.summary, problems: error.full } : { severity: 'error', summary: error.message.split('\n')[0]!, problems: [error.message] };
}

/** A problem with how docsgen was called (a missing config, a refused output folder, `init` into a used folder, `eject` of an unknown component): exit code 2. */
export class UsageError extends DocsgenError {
  override name = 'UsageError';
}

export class ConfigError extends DocsgenError {
  override name = 'ConfigError';
}

/** A file-system failure while writing or replacing the output (disk full, read-only, no permission). */
export class OutputError extends DocsgenError {
  override name = 'OutputError';
}

/** A problem in one content file, with the position when there is one. */
export class ContentError extends DocsgenError {
  override name = 'ContentError';
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly line?: number,
    readonly column?: number,
    options?: ErrorOptions,
  ) {
    super(`${formatLocation(file, line, column)}: ${detail}`, options);
  }

  /** The page being built when the problem is in another file (a component, a partial). */
  page?: string;
}

/**
 * A plugin threw. A docsgen error it throws (a content problem it found) passes through as it is;
 * anything else is named after the plugin, the hook and the page.
 */
export function pluginFailure(error: unknown, plugin: string, hook: string, page?: string): Error {
  if (error instanceof DocsgenError) return error;
  const message = (error as Error | undefined)?.message ?? String(error);
  return new PluginError(`${page ? `${page}: ` : ''}plugin "${plugin}" threw in ${hook}: ${message}`, { cause: error });
}

export class PluginError extends DocsgenError {
  override name = 'PluginError';
}

export class RenderError extends DocsgenError {
  override name = 'RenderError';
}

/** Several problems reported together (broken links, several bad files). */
export class AggregateBuildError extends DocsgenError {
  override name = 'AggregateBuildError';
  constructor(
    readonly summary: string,
    readonly problems: string[],
    /** Every problem in full (the `--report` file), when `problems` shortened some (grouped ones' page lists). */
    readonly full: string[] = problems,
  ) {
    super(`${summary}\n${formatProblems(problems)}`);
  }
}

/** A problem in a shared file (a component, a partial) that several pages hit, listed once. */
export interface GroupedProblem {
  message: string;
  pages: string[];
}

/**
 * Identical problems listed once, with the pages they hit: a broken component imported by 60
 * pages is one line, not 60 hiding the rest. `short` names three pages and counts the others.
 */
export function groupProblems(problems: readonly { message: string; page?: string }[]): { short: string[]; full: string[] } {
  const groups = new Map<string, string[]>();
  for (const { message, page } of problems) {
    const pages = groups.get(message) ?? [];
    if (page && !pages.includes(page)) pages.push(page);
    groups.set(message, pages);
  }
  const entries = [...groups];
  const on = (pages: string[], limit: number) => {
    if (pages.length === 0) return '';
    const named = pages.slice(0, limit).join(', ');
    return ` (on ${pages.length} page${pages.length === 1 ? '' : 's'}: ${named}${pages.length > limit ? ` and ${pages.length - limit} more` : ''})`;
  };
  return {
    short: entries.map(([message, pages]) => message + on(pages, 3)),
    full: entries.map(([message, pages]) => message + on(pages, Infinity)),
  };
}

/** Separates a problem from the page it was met on (see metOnPage); never in a message itself. */
const ON_PAGE = '\u0000';

/**
 * A problem in a file several pages share (a partial, a component), named at its own
 * file:line:col, marked with the page it was met on: the gates list identical ones once, with
 * every page they hit (see groupMarked).
 */
export function metOnPage(message: string, page: string): string {
  return `${message}${ON_PAGE}${page}`;
}

/** A gate's problems, identical ones (those marked by metOnPage, with their pages) listed once. */
export function groupMarked(problems: readonly string[]): { short: string[]; full: string[] } {
  return groupProblems(
    problems.map((problem) => {
      const at = problem.indexOf(ON_PAGE);
      return at < 0 ? { message: problem } : { message: problem.slice(0, at), page: problem.slice(at + 1) };
    }),
  );
}

/** A list shows this many problems; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 50;

/** `  - problem` lines, the first MAX_LISTED_PROBLEMS of them, then `  …and N more`. */
export function formatProblems(problems: readonly string[]): string {
  const shown = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `  - ${p}`);
  if (problems.length > MAX_LISTED_PROBLEMS) shown.push(`  …and ${problems.length - MAX_LISTED_PROBLEMS} more (build --report <file> writes every problem to a file)`);
  return shown.join('\n');
}

/** An error from the file system (it has an errno code such as EACCES, ENOSPC or EROFS). */
export function isFsError(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return typeof (error as NodeJS.ErrnoException | null)?.code === 'string' && /^E[A-Z0-9]+$/.test((error as NodeJS.ErrnoException).code!);
}

/** `EACCES (permission denied)`: the errno code and what it means, from Node's own message. */
export function fsCause(error: NodeJS.ErrnoException): string {
  const meaning = /^[A-Z0-9]+: ([^,]+)/.exec(error.message)?.[1];
  return meaning ? `${error.code} (${meaning})` : String(error.code);
}

const ACTIONS: Record<string, string> = {
  open: 'open',
  read: 'read',
  write: 'write',
  mkdir: 'create the folder',
  rmdir: 'remove',
  unlink: 'remove',
  rm: 'remove',
  rename: 'rename',
  symlink: 'create the link',
  link: 'link',
  copyfile: 'copy',
  cp: 'copy',
  scandir: 'list',
  opendir: 'list',
  stat: 'read',
  lstat: 'read',
};

/** A path as messages show it: relative to the working folder when inside it, else absolute. */
export function shownPath(file: string): string {
  const absolute = path.resolve(file);
  const relative = path.relative(process.cwd(), absolute);
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative || '.';
}

/** `cannot write build/x.html: ENOSPC (no space left on device)`, for a file-system error. */
export function describeFsError(error: NodeJS.ErrnoException): string {
  const action = ACTIONS[error.syscall ?? ''] ?? error.syscall ?? 'access';
  const where = error.path ? ` ${shownPath(error.path)}` : '';
  return `cannot ${action}${where}: ${fsCause(error)}`;
}

export function formatLocation(file: string, line?: number, column?: number): string {
  if (line === undefined) return file;
  return column === undefined ? `${file}:${line}` : `${file}:${line}:${column}`;
}
