import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The stages' imports point down the pipeline: a stage never imports what runs it, the config stage
 * (the first) imports no other, and the gates (every stage hands them its problems) import no stage
 * that reports to them. Read from the source's own relative imports (`from '…'`, `import('…')`),
 * type imports included.
 */
const src = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every .ts/.tsx file under src/, as a path from src/ (a plain walk: src/ holds no links). */
function sourceFiles(dir = ''): string[] {
  return readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.isFile() && /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The files of src/ a file imports, as paths from src/ without their extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(src, file), 'utf8');
  const specifiers = [...text.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => (match[1] ?? match[2])!);
  return specifiers.map((specifier) => path.posix.join(path.posix.dirname(file), specifier).replace(/\.(js|ts|tsx)$/, ''));
}

/** The top folder of src/ a path is in, or the file itself for src/'s own files. */
const area = (file: string) => file.split('/')[0]!.replace(/\.(js|ts|tsx)$/, '');

/** `from` area → areas it imports, each with the importing file. */
function crossings(): { from: string; to: string; file: string }[] {
  return sourceFiles().flatMap((file) => importsOf(file).map((target) => ({ from: area(file), to: area(target), file })));
}

describe("the stages' imports", () => {
  it('read imports from the source (the checks below would pass on an empty list)', () => {
    const found = crossings();
    expect(found.some(({ from, to }) => from === 'build' && to === 'pipeline')).toBe(true);
    expect(found.some(({ from, to }) => from === 'routes' && to === 'gates')).toBe(true);
  });

  it('no stage imports what runs it (the pipeline, serve, the crawl, the commands)', () => {
    const runners = new Set(['pipeline', 'serve', 'crawl', 'build', 'cli', 'index']);
    const upward = crossings().filter(({ from, to }) => !runners.has(from) && runners.has(to));
    expect(upward).toEqual([]);
  });

  it('the config stage, the first, imports only what lies below the pipeline (shared, util)', () => {
    const upward = crossings().filter(({ from, to }) => from === 'config' && to !== 'config' && to !== 'shared' && to !== 'util');
    expect(upward).toEqual([]);
  });

  it('the gates import no stage that hands them its problems', () => {
    const reporting = new Set(['routes', 'client', 'plugins', 'render', 'links', 'output']);
    const upward = crossings().filter(({ from, to }) => from === 'gates' && reporting.has(to));
    expect(upward).toEqual([]);
  });
});
