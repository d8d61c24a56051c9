interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

/**
 * `file:line:column: <what> failed: <reason>` from an esbuild failure (its first message), or
 * `<fallback>: …` when esbuild gave no location.
 */
export function describeEsbuildError(error: unknown, fallback: string, what: string): string {
  const first = (error as { errors?: EsbuildMessage[] }).errors?.[0];
  const where = first?.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}` : fallback;
  return `${where}: ${what}: ${first?.text ?? String(error)}`;
}
