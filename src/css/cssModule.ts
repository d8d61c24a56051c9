import { statSync } from 'node:fs';
import path from 'node:path';
import type { PartialMessage } from 'esbuild';
import { transform } from 'lightningcss';
import { slashPath } from '../util/slashPath.js';
import { SassError, sassErrorMessage, stylesheetSource } from './sass.js';

export interface CssModule {
  /** Each local name of the file → the class names to use (its hashed name, then those it composes). */
  classes: Record<string, string>;
  /** The stylesheet with the hashed names. */
  code: string;
}

/**
 * A CSS module (`x.module.css`): its local class, id, keyframes and custom-ident names renamed to
 * `<file>_<name>_<hash>`, the hash taken from the file's path relative to the site. The names are
 * the same on every build and every machine, and two `Card.module.css` in different folders never
 * share one.
 */
export function cssModuleClasses(file: string, source: Uint8Array, rootDir: string): CssModule {
  const relative = slashPath(path.relative(rootDir, file));
  const result = transform({ filename: relative, code: source, cssModules: { pattern: '[name]_[local]_[hash]' } });
  const classes: Record<string, string> = {};
  // By name: lightningcss gives the exports in a hash map's order, which changes from call to call,
  // and the map is bundled as JSON, so its order would change the bundle's bytes and content hash.
  const exports = Object.entries(result.exports ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [local, entry] of exports) {
    const composed = entry.composes.map((c) => {
      if (c.type === 'dependency') throw Object.assign(new Error(`\`composes: … from "${c.specifier}"\` is not supported: compose classes of the same file, or give the element both classes`), { fileName: file });
      return c.name;
    });
    classes[local] = [entry.name, ...composed].join(' ');
  }
  return { classes, code: Buffer.from(result.code).toString('utf8') };
}

interface CompiledModule {
  /** Each file it was made from (the module, the files Sass loaded) with its size and mtime then. */
  stamps: [file: string, stamp: string][];
  /** The files Sass loaded (none for a `.module.css`). */
  loaded: string[];
  module: CssModule;
}

/** Per site folder and file: a module read once, whoever asks (see cssModule). */
const compiled = new Map<string, CompiledModule>();

const stampOf = (file: string): string => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size} ${stat.mtimeMs}` : '';
};

/**
 * A `.module.css` / `.module.scss` file as its readers take it (the class names a page or the
 * theme renders with, the rules the site's stylesheet carries): compiled (Sass, then
 * cssModuleClasses) once, and again only when the file or a partial it loaded has changed since
 * (size and mtime). The files Sass loaded besides go to `loaded`, as stylesheetSource's.
 */
export function cssModule(file: string, rootDir: string, loaded?: Set<string>): CssModule {
  const key = `${rootDir}\0${file}`;
  let entry = compiled.get(key);
  if (!entry || entry.stamps.some(([each, stamp]) => stampOf(each) !== stamp)) {
    const stamp = stampOf(file);
    const files = new Set<string>();
    const module = cssModuleClasses(file, stylesheetSource(file, rootDir, files), rootDir);
    entry = { stamps: [[file, stamp], ...[...files].map((each): [string, string] => [each, stampOf(each)])], loaded: [...files], module };
    compiled.set(key, entry);
  }
  for (const each of entry.loaded) loaded?.add(each);
  return entry.module;
}

/** A lightningcss error (it carries `loc` for syntax errors) as an esbuild message at that place in `file`. */
export function cssErrorMessage(error: unknown, file: string, rootDir: string): PartialMessage {
  if (error instanceof SassError) return sassErrorMessage(error, rootDir);
  const { message, loc } = error as { message?: string; loc?: { line: number; column: number } };
  return { text: message ?? String(error), location: loc ? { file, line: loc.line, column: Math.max(0, loc.column - 1) } : { file } };
}
