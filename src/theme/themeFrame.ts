import path from 'node:path';

/** The first stack frame in a theme source file (`templates/DocPage.tsx:12:5`), via the source map. */
export function themeFrame(error: unknown): string | undefined {
  const stack = String((error as Error)?.stack ?? '');
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+\.(?:tsx|ts|jsx)):(\d+):(\d+)\)?/g)) {
    const file = match[1]!.replace(/^file:\/\//, '');
    if (file.includes('/node_modules/')) continue;
    return `${path.relative(process.cwd(), file) || file}:${match[2]}:${match[3]}`;
  }
  return undefined;
}
