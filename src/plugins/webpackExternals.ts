/**
 * The part of a webpack `externals` setting docsgen applies to the browser bundle: packages taken
 * from a global the page already has (a script tag's), as webpack's default `var` type does —
 * `{ typescript: 'window.ts' }` makes `import ts from 'typescript'` read `window.ts`.
 */
export interface WebpackExternals {
  /** Package name → the global it is read from, as code (`window.ts`, `jQuery`, `globalThis["React"]`). */
  modules: Record<string, string>;
  /** What is not applied, described for the warning (a function or RegExp form, a `commonjs x` type, code that is no global name). */
  left: string[];
}

// A global's name or a path of properties on one (`window.ts`, `$`); webpack pastes the string in as code.
const GLOBAL_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
// The types whose value is a global in the browser: `var` (the default), and the properties of a global object.
const GLOBAL_TYPES: Record<string, (name: string) => string> = {
  var: (name) => name,
  window: (name) => `window[${JSON.stringify(name)}]`,
  self: (name) => `self[${JSON.stringify(name)}]`,
  this: (name) => `globalThis[${JSON.stringify(name)}]`,
  global: (name) => `globalThis[${JSON.stringify(name)}]`,
};

/** The global one package's value names, or why it is not applied. */
function globalOf(value: unknown): string | { reason: string } {
  // `{ root: 'React', commonjs: 'react' }`: the global is `root` in a browser bundle.
  if (value && typeof value === 'object' && !Array.isArray(value) && 'root' in value) value = (value as { root: unknown }).root;
  // `['ns', 'lib']`: a property path on a global (`ns.lib`).
  if (Array.isArray(value) && value.length > 0 && value.every((part) => typeof part === 'string')) {
    const [head, ...rest] = value as string[];
    return GLOBAL_PATH.test(head) ? head + rest.map((part) => `[${JSON.stringify(part)}]`).join('') : { reason: `${JSON.stringify(head)} is not a global's name` };
  }
  if (typeof value !== 'string') return { reason: 'not a global\'s name' };
  const typed = /^(\S+)\s+(\S+)$/.exec(value.trim());
  if (typed) {
    const global = GLOBAL_TYPES[typed[1]];
    if (!global) return { reason: `a "${typed[1]}" external (a module, not a global)` };
    return typed[1] === 'var' && !GLOBAL_PATH.test(typed[2]) ? { reason: `${JSON.stringify(typed[2])} is code, not a global's name` } : global(typed[2]);
  }
  return GLOBAL_PATH.test(value.trim()) ? value.trim() : { reason: `${JSON.stringify(value)} is code, not a global's name` };
}

/** What of `externals` (an object, or a list of them) docsgen applies; functions and RegExps are left, named. */
export function webpackExternals(externals: unknown): WebpackExternals {
  const modules: Record<string, string> = {};
  const left: string[] = [];
  for (const entry of Array.isArray(externals) ? externals : [externals]) {
    if (typeof entry === 'string') {
      // `externals: 'jquery'`: the package of that name is the global of that name.
      const global = globalOf(entry);
      if (typeof global === 'string') modules[entry] = global;
      else left.push(`externals ${JSON.stringify(entry)}: ${global.reason}`);
    } else if (entry && typeof entry === 'object' && !(entry instanceof RegExp)) {
      for (const [name, value] of Object.entries(entry)) {
        const global = globalOf(value);
        if (typeof global === 'string') modules[name] = global;
        else left.push(`externals.${name}: ${global.reason}`);
      }
    } else if (entry !== undefined) {
      left.push(`externals: ${entry instanceof RegExp ? 'a RegExp' : typeof entry === 'function' ? 'a function' : 'a value'} (only package names are applied)`);
    }
  }
  return { modules, left };
}
