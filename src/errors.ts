/**
 * Named errors, one per failure domain. The CLI prints `message` (which already names the file and
 * line) and the cause chain; stacks only with --verbose.
 */
export class DocsgenError extends Error {
  override name = 'DocsgenError';
}

export class ConfigError extends DocsgenError {
  override name = 'ConfigError';
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
  ) {
    super(`${summary}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function formatLocation(file: string, line?: number, column?: number): string {
  if (line === undefined) return file;
  return column === undefined ? `${file}:${line}` : `${file}:${line}:${column}`;
}
