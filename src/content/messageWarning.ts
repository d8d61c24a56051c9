import type { ContentWarning } from './markdownProcessor.js';

/**
 * A page's vfile message as a ContentWarning: `file.info()`'s (fatal undefined: what a plugin
 * did as Docusaurus does without a word, see rehypeCodeBlocks) is a note; `file.message()`'s a warning.
 */
export function messageWarning(m: { reason: string; line?: number | null | undefined; column?: number | null | undefined; fatal?: boolean | null | undefined }): ContentWarning {
  return { message: m.reason, line: m.line ?? undefined, column: m.column ?? undefined, ...(m.fatal === undefined ? { note: true as const } : {}) };
}
