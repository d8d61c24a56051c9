import { DocsgenError } from '../util/errors.js';

/**
 * An error that stops the build, as plain data (it crosses threads). Its own module, apart from
 * the page step: the main thread turns failures back into errors without loading the Markdown
 * pipeline, which only the page workers run.
 */
export interface PageFailure {
  name: string;
  message: string;
  stack?: string;
  /** A docsgen error (the CLI prints its message alone). */
  known: boolean;
}

export function toFailure(error: unknown): PageFailure {
  const err = error instanceof Error ? error : new Error(String(error));
  return { name: err.name, message: err.message, stack: err.stack, known: err instanceof DocsgenError };
}

/** The error a failure stands for, in the main thread. */
export function fromFailure(failure: PageFailure): Error {
  const error = failure.known ? new DocsgenError(failure.message) : new Error(failure.message);
  error.name = failure.name;
  if (failure.stack) error.stack = failure.stack;
  return error;
}
