/** Parses a code fence's meta string: `title="App.tsx" {1,3-4} nocheck`. */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  flags: Set<string>;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), flags: new Set() };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const rest = title ? meta.replace(title[0], ' ') : meta;
  const ranges = /\{([\d,\s-]+)\}/.exec(rest);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let line = from; line <= (to ?? from); line++) result.highlightLines.add(line);
    }
  }
  for (const word of rest.replace(ranges?.[0] ?? '', ' ').split(/\s+/)) if (/^[\w-]+$/.test(word)) result.flags.add(word);
  return result;
}
