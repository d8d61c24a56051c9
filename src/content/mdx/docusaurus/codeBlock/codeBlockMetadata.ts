import type { ReactNode } from 'react';
import { parseCodeMeta } from '../../../plugins/codeMeta.js';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, magicCommentsOf } from '../../../plugins/magicComments.js';

/** A line's classes by its index from 0 (`{ 0: ['theme-code-block-highlighted-line'] }`). */
export type CodeLineClassNames = Record<number, string[]>;

/**
 * `CodeBlockMetadata` of `@docusaurus/theme-common/internal`: what a code block's parts read from
 * useCodeBlockContext(). `metastring` is docsgen's addition: the fence's options as written, which
 * docsgen's Content hands to the build's highlighter with `codeInput`.
 */
export interface CodeBlockMetadata {
  /** The code as written, magic comments included. */
  codeInput: string;
  /** The code without its magic comment lines (what the copy button copies). */
  code: string;
  className: string;
  language: string;
  title: ReactNode;
  lineNumbersStart: number | undefined;
  lineClassNames: CodeLineClassNames;
  metastring?: string | undefined;
}

export interface CreateCodeBlockMetadataParams {
  code: string;
  className: string | undefined;
  language: string | undefined;
  defaultLanguage: string | undefined;
  metastring: string | undefined;
  magicComments: unknown;
  title: ReactNode;
  showLineNumbers: boolean | number | undefined;
}

/** `title="App.tsx"` (or `'…'`, or one word) of a fence's options; '' without. */
export function parseCodeBlockTitle(metastring?: string): string {
  return parseCodeMeta(metastring).title ?? '';
}

/** `showLineNumbers` or `showLineNumbers=5` among a fence's options. */
export function containsLineNumbers(metastring?: string): boolean {
  return parseCodeMeta(metastring).lineNumbersStart !== undefined;
}

/** The first line's number when lines are numbered (the prop wins over the options), else undefined. */
export function getLineNumbersStart({ showLineNumbers, metastring }: { showLineNumbers: boolean | number | undefined; metastring: string | undefined }): number | undefined {
  if (typeof showLineNumbers === 'number') return showLineNumbers;
  if (showLineNumbers === true) return 1;
  if (showLineNumbers === false) return undefined;
  return parseCodeMeta(metastring).lineNumbersStart;
}

/** `language-ts` in a class list → `ts`. */
export function parseLanguage(className: string | undefined): string | undefined {
  return /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
}

/**
 * The code without its magic comment lines, and each marked line's classes: the fence's `{1,3-4}`
 * ranges take the first magic comment's class (the code is then left as written), else the
 * comments mark the lines.
 */
export function parseLines(code: string, { metastring, magicComments }: { metastring: string | undefined; language?: string | undefined; magicComments: unknown }): { code: string; lineClassNames: CodeLineClassNames } {
  const comments = magicCommentsOf(magicComments);
  const lineClassNames: CodeLineClassNames = {};
  const add = (index: number, name: string) => (lineClassNames[index] ??= []).push(name);
  const ranges = parseCodeMeta(metastring).highlightLines;
  const firstClass = (comments[0] ?? DEFAULT_MAGIC_COMMENTS[0]!).className;
  if (ranges.size > 0) {
    for (const line of [...ranges].sort((a, b) => a - b)) add(line - 1, firstClass);
    return { code, lineClassNames };
  }
  const result = applyMagicComments(code, comments);
  for (const line of result.highlighted) add(line - 1, firstClass);
  for (const [line, names] of result.classes ?? []) for (const name of names) if (name !== firstClass) add(line - 1, name);
  return { code: result.code, lineClassNames };
}

/** `createCodeBlockMetadata` of `@docusaurus/theme-common/internal`: a code block's props and options, read once. */
export function createCodeBlockMetadata(params: CreateCodeBlockMetadataParams): CodeBlockMetadata {
  const codeInput = params.code.replace(/\n$/, '');
  const language = params.language ?? parseLanguage(params.className) ?? params.defaultLanguage ?? 'text';
  const className = [params.className, `language-${language}`].filter((name, index, all) => name && all.indexOf(name) === index).join(' ');
  const title = params.title ?? parseCodeBlockTitle(params.metastring);
  const { code, lineClassNames } = parseLines(codeInput, { metastring: params.metastring, language, magicComments: params.magicComments });
  return {
    codeInput,
    code,
    className,
    language,
    title: title === '' ? undefined : title,
    lineNumbersStart: getLineNumbersStart({ showLineNumbers: params.showLineNumbers, metastring: params.metastring }),
    lineClassNames,
    metastring: params.metastring,
  };
}
