import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { ISLAND_CHILDREN_TAG, ISLAND_DATA_TAG, ISLAND_ROOT_TAG, ISLAND_SLOT_TAG, ISLAND_STYLE, ISLAND_TAG, islandKey } from '../../../shared/islands.js';
import { ISLAND_TEXT_PROP } from '../docusaurus/codeBlock/codeBlockRuntimeId.js';
import { SidebarReadsContext, sidebarForIsland, type SidebarReads } from '../docusaurus/docsSidebar.js';
import { useDocusaurusSite } from '../docusaurus/siteContext.js';

/** The modules whose islands the page being rendered used (rendering is synchronous: one page at a time). */
let rendered: Set<string> | undefined;

/** Runs a page's render and says which island modules (paths from the site's folder) it rendered. */
export function collectIslands<T>(render: () => T): { result: T; modules: Set<string> } {
  const modules = new Set<string>();
  rendered = modules;
  try {
    return { result: render(), modules };
  } finally {
    rendered = undefined;
  }
}

/**
 * An interactive site module's exports, each component wrapped so that it renders as an island:
 * its server HTML inside `<docsgen-island>`, with the props the browser hydrates it with.
 * Hooks (`useX`) and values that are not components pass through.
 */
export function islandModule(exports: Record<string, unknown>, module: string, options: IslandOptions = {}): Record<string, unknown> {
  const wrapped: Record<string, unknown> = { __esModule: true };
  for (const [name, value] of Object.entries(exports)) {
    const exportName = name;
    wrapped[name] = isComponent(name === 'default' ? 'Default' : name, value) ? islandOf(value as ComponentType<Record<string, unknown>>, islandKey(module, exportName), options) : value;
  }
  return wrapped;
}

function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

export interface IslandOptions {
  /** Text children travel with the props (as ISLAND_TEXT_PROP; see withTextChildren), as the component reads them (a code block's code), not in a slot. */
  textChildren?: boolean;
}

function islandOf(Component: ComponentType<Record<string, unknown>>, key: string, options: IslandOptions): ComponentType<Record<string, unknown>> {
  function Island(props: Record<string, unknown>) {
    const text = options.textChildren === true && typeof props.children === 'string';
    const { children, ...rest } = props;
    const json = serializeProps(text ? { ...rest, [ISLAND_TEXT_PROP]: children } : rest);
    // Props the browser cannot be handed (functions, elements): the component stays as built.
    if (json === undefined) return createElement(Component, props);
    rendered?.add(key.slice(0, key.lastIndexOf('#')));
    const hasChildren = !text && children !== undefined && children !== null && children !== false;
    const slot = hasChildren ? createElement(ISLAND_SLOT_TAG, { style: ISLAND_STYLE }, children as ReactNode) : undefined;
    const reads: SidebarReads = { sidebar: false, docs: new Set() };
    return createElement(
      ISLAND_TAG,
      { 'data-island': key, 'data-props': json, style: ISLAND_STYLE },
      // Kept only when the component leaves its children out of its HTML (see restoreFromHtml).
      hasChildren ? createElement(ISLAND_CHILDREN_TAG, { hidden: true }, children as ReactNode) : undefined,
      createElement(ISLAND_ROOT_TAG, { style: ISLAND_STYLE }, createElement(SidebarReadsContext.Provider, { value: reads }, text ? createElement(Component, props) : createElement(Component, rest, slot))),
      // Rendered after the component (the render is in order), so it knows what the component read.
      createElement(IslandSidebar, { reads }),
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name ?? key})`;
  return Island;
}

/** The sidebar an island's component read at build time, for the browser (nothing when it read none). */
function IslandSidebar({ reads }: { reads: SidebarReads }) {
  const { docsSidebar } = useDocusaurusSite();
  if (!reads.sidebar || !docsSidebar) return null;
  return createElement(ISLAND_DATA_TAG, { hidden: true, 'data-sidebar': JSON.stringify(sidebarForIsland(docsSidebar, reads)) });
}

/**
 * The props as JSON, or undefined when one cannot travel in the page's HTML (a function, a React
 * element, a class instance other than a plain object or array).
 */
export function serializeProps(props: Record<string, unknown>): string | undefined {
  let ok = true;
  const json = JSON.stringify(props, function (this: Record<string, unknown>, key, replaced: unknown) {
    // The value before its toJSON (a Date would otherwise arrive as a string).
    const value = key === '' ? replaced : this[key];
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint' || isValidElement(value)) ok = false;
    else if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) ok = false;
    return replaced;
  });
  return ok ? json : undefined;
}
