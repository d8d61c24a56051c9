/** Parses a code fence's meta string: `title="App.tsx" {1,3-4} showLineNumbers nocheck`. */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  /** `showLineNumbers` (from 1) or `showLineNumbers=5` (from 5). */
  lineNumbersStart?: number;
  flags: Set<string>;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), flags: new Set() };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  let rest = title ? meta.replace(title[0], ' ') : meta;
  const ranges = /\{([\d,\s-]+)\}/.exec(rest);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let line = from; line <= (to ?? from); line++) result.highlightLines.add(line);
    }
    rest = rest.replace(ranges[0], ' ');
  }
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(rest);
  if (numbers) {
    result.lineNumbersStart = numbers[1] === undefined ? 1 : Number(numbers[1]);
    rest = rest.replace(numbers[0], ' ');
  }
  for (const word of rest.split(/\s+/)) if (/^[\w-]+$/.test(word)) result.flags.add(word);
  return result;
}
