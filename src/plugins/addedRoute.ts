import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import { PluginError } from '../util/errors.js';
import type { AddedRoute } from './types.js';
import { isInteractiveModule } from '../content/mdx/islands/interactiveModule.js';
import { themeLayerFile, themeLayersOf } from '../theme/themeLayers.js';

const SCRIPT_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs'];

/**
 * A Docusaurus plugin's `addRoute({ path, component, modules })` as a page docsgen builds: a module
 * (written into the plugin's generated-files folder) whose default export renders `component` with
 * each of `modules` as a prop, loaded to its default export (what `createData` wrote, or any
 * module), as Docusaurus's route does. The content stage builds it as a React page of src/pages
 * (inside the site's frame, in the sitemap and the link gate like any page).
 *
 * A component docsgen cannot provide (a `@theme/` name it lacks) is a warning, returned, and the
 * page is not built; a component or module that is not there is an error naming the plugin.
 */
export async function addedRoute(route: unknown, { by, dataDir, config, themePaths = [] }: { by: string; dataDir: string; config: ConfigValues; themePaths?: readonly string[] }): Promise<AddedRoute | string> {
  const given = isDict(route) ? route : {};
  const shown = `addRoute(${JSON.stringify(given.path)})`;
  if (typeof given.path !== 'string' || !given.path.startsWith('/')) throw new PluginError(`${by}: ${shown}: the route needs a path starting with /`);
  if (typeof given.component !== 'string') throw new PluginError(`${by}: ${shown}: the route needs a component (a module path, or a @theme/ name)`);
  if (Array.isArray(given.routes) && given.routes.length > 0) return `${by}: ${shown}: nested routes (routes: […]) are not supported by docsgen: that page is not built`;
  const routePath = belowBase(given.path, config.urls.base);

  const component = await componentImport(given.component, config, themePaths);
  if (component === undefined) return `${by}: ${shown}: its component ${given.component} is not provided by docsgen (nor by src/theme): that page is not built`;
  if (component === null) throw new PluginError(`${by}: ${shown}: its component ${given.component} is not found (a path is absolute, @site/…, or relative to the site's folder)`);

  const imports: string[] = [];
  const props = propsExpression(isDict(given.modules) ? given.modules : {}, imports, (spec) => {
    const found = moduleImport(spec, config);
    if (!found) throw new PluginError(`${by}: ${shown}: its module ${JSON.stringify(spec)} is not found`);
    return found;
  });
  const name = routePath.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9_-]+/g, '-') || 'index';
  const file = path.join(dataDir, '__routes', `${name}-${createHash('sha256').update(routePath).digest('hex').slice(0, 8)}.js`);
  // A file is imported by a relative path, as a page imports a site component: an interactive one
  // (or one showing one) is then an island, hydrated with its props, as in a React page.
  const componentSpec = path.isAbsolute(component) ? relativeImport(path.dirname(file), component) : component;
  // Docusaurus renders a route's component with `route` (its config), `location`, `history` and
  // `match` besides its modules. An island gets its props as JSON, so for an interactive component
  // a second module (an island itself) reads location and history where it runs, in the browser too.
  const { modules: _modules, routes: _routes, component: _component, ...config_ } = given;
  const routeProp = JSON.stringify({ ...JSON.parse(JSON.stringify(config_)), component: given.component });
  const interactive = path.isAbsolute(component) && isInteractiveModule(component);
  const withRouter = (render: string) => [
    "import { useHistory, useLocation } from '@docusaurus/router';",
    `export default function ${render}(props) {`,
    '  const location = useLocation();',
    '  const match = { path: props.route.path, url: location.pathname, isExact: true, params: {} };',
    '  return createElement(RouteComponent, { ...props, location, history: useHistory(), match });',
    '}',
  ];
  const routerFile = file.replace(/\.js$/, '.router.js');
  const code = [
    '// Written by docsgen for a route a Docusaurus plugin added (addRoute): the component with its modules and route as props.',
    "import { createElement } from 'react';",
    ...(interactive ? [`import RouteWithRouter from ${JSON.stringify(`./${path.basename(routerFile)}`)};`] : [`import RouteComponent from ${JSON.stringify(componentSpec)};`, ...withRouter('RouteWithRouter').map((line) => line.replace('export default function', 'function'))]),
    ...imports,
    `const props = ${props};`,
    `const route = ${routeProp};`,
    'export default function AddedRoute() {',
    '  return createElement(RouteWithRouter, { ...props, route });',
    '}',
    '',
  ].join('\n');
  if (interactive) {
    const router = ["// Written by docsgen: an addRoute page's interactive component with its location and history, where it runs.", "import { createElement } from 'react';", `import RouteComponent from ${JSON.stringify(componentSpec)};`, ...withRouter('RouteWithRouter'), ''].join('\n');
    mkdirSync(path.dirname(routerFile), { recursive: true });
    if (readIfExists(routerFile) !== router) writeFileSync(routerFile, router);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  // Unchanged, it is not written again: the page's cache keeps it.
  if (readIfExists(file) !== code) writeFileSync(file, code);
  return { path: routePath, file, by };
}

function relativeImport(fromDir: string, file: string): string {
  const relative = path.relative(fromDir, file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Docusaurus's route paths hold the base (`/repo/x`); docsgen's are below it (`/x`). */
function belowBase(routePath: string, base: string): string {
  if (base !== '/' && (routePath === base.replace(/\/$/, '') || routePath.startsWith(base))) return `/${routePath.slice(base.length)}`.replace(/\/{2,}/g, '/');
  return routePath;
}

/**
 * What the page module imports the component by; `undefined`: a @theme/ name nobody provides; `null`: a file not there.
 * A `@theme/` name the site's swizzles or the plugin's theme folder has (see themeLayerFile) is that file, as a component file is.
 */
async function componentImport(component: string, config: ConfigValues, themePaths: readonly string[]): Promise<string | null | undefined> {
  if (component.startsWith('@theme/') || component.startsWith('@theme-original/')) {
    const name = component.slice(component.indexOf('/') + 1);
    const layered = themeLayerFile(themeLayersOf({ ...config.paths, pluginThemes: themePaths }), name, { belowSite: component.startsWith('@theme-original/') });
    if (layered) return layered;
    // docsgen's own (their modules loaded only for a route that names one).
    const { docusaurusModules } = await import('../content/mdx/docusaurus/modules.js');
    return `@theme/${name}` in docusaurusModules ? component : undefined;
  }
  return resolveScript(absolutePath(component, config), SCRIPT_EXTENSIONS) ?? null;
}

/** A module of `modules` as the page imports it: its file, or undefined when there is none. */
function moduleImport(spec: string, config: ConfigValues): string | undefined {
  return resolveScript(absolutePath(spec, config), [...SCRIPT_EXTENSIONS, '.json']);
}

function absolutePath(spec: string, config: ConfigValues): string {
  if (spec.startsWith('@site/')) return path.join(config.rootDir, spec.slice('@site/'.length));
  if (spec.startsWith('@generated/')) return path.join(config.paths.generatedDir, spec.slice('@generated/'.length));
  return path.resolve(config.rootDir, spec);
}

function resolveScript(file: string, extensions: string[]): string | undefined {
  const candidates = [file, ...extensions.map((ext) => file + ext), ...extensions.map((ext) => path.join(file, `index${ext}`))];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

/**
 * Docusaurus's RouteModules as a JavaScript expression: a module path (or `{ path }`) is its
 * default export; objects and lists of them keep their shape.
 */
function propsExpression(modules: unknown, imports: string[], resolve: (spec: string) => string): string {
  if (typeof modules === 'string' || (isDict(modules) && typeof modules.path === 'string' && ('__import' in modules || 'query' in modules || Object.keys(modules).length === 1))) {
    const spec = typeof modules === 'string' ? modules : (modules as { path: string }).path;
    const local = `m${imports.length}`;
    imports.push(`import ${local} from ${JSON.stringify(resolve(spec))};`);
    return local;
  }
  if (Array.isArray(modules)) return `[${modules.map((item) => propsExpression(item, imports, resolve)).join(', ')}]`;
  if (isDict(modules)) return `{ ${Object.entries(modules).map(([key, value]) => `${JSON.stringify(key)}: ${propsExpression(value, imports, resolve)}`).join(', ')} }`;
  return 'undefined';
}

function isDict(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
