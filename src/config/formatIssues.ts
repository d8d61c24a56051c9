import type { z } from 'zod';

const hints: Record<string, string> = {
  unrecognized_keys: 'Remove the key, or check its spelling against the configuration reference in README.md.',
  invalid_type: 'Change the value to the expected type.',
  invalid_union: 'Compare the value with the examples in the configuration reference in README.md.',
  invalid_value: 'Use one of the allowed values.',
};

/**
 * Turns zod issues into lines that name the key path (and its line in the config, when `lineOf`
 * finds it), what was wrong and how to fix it.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[], lineOf?: (issue: z.core.$ZodIssue) => number | undefined): string[] {
  return issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const base = issue.path.map(String).join('.');
    const path = keys.length > 0 ? keys.map((k) => (base ? `${base}.${k}` : k)).join(', ') : base || '(root)';
    const hint = hints[issue.code];
    const line = lineOf?.(issue);
    return `${path}${line === undefined ? '' : ` (line ${line})`}: ${issue.message}${hint ? `\n    Hint: ${hint}` : ''}`;
  });
}
