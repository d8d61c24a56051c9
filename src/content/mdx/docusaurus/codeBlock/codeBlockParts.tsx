import { ISLAND_TEXT_PROP } from './codeBlockRuntimeId.js';
import { createContext, createElement, isValidElement, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * The site's swizzled parts of the code block (`CodeBlock/Layout`, `CodeBlock/Buttons/CopyButton`…),
 * by Docusaurus's name without `@theme/`. docsgen's parts are compiled ahead, so their own
 * `@theme/CodeBlock/*` imports cannot be resolved to the site's files: they render each part
 * through `usePart`, and the code that bundles the site's parts (see codeBlockModule) provides them.
 * `null` (no provider): the site swizzles no part, and docsgen's CodeBlock renders as docsgen's.
 */
export type CodeBlockParts = Readonly<Record<string, ComponentType<never>>>;

export const CodeBlockPartsContext = createContext<CodeBlockParts | null>(null);

/** Where the fence a block renders is in the page's source (`line:column`, compileMdx's position attribute), for the build's messages about it. */
export const FencePositionContext = createContext<string | undefined>(undefined);

/** A token of a line as a swizzled `CodeBlock/Line` gets it (prism-react-renderer's shape, see highlightTokens), with docsgen's colour class. */
export interface CodeToken {
  types: string[];
  content: string;
  empty?: boolean;
  role: string;
}

/**
 * At build time only: the build's highlighter as lines of tokens (highlightTokens), for a site that
 * swizzled `CodeBlock/Line` or `CodeBlock/Line/Token`. In the browser there is none: the block takes
 * its HTML from the page (see CodeBlockContent), so no tokenizer is shipped.
 */
export const CodeTokensContext = createContext<((code: string, language: string) => CodeToken[][]) | undefined>(undefined);

/** The index from 0 of the line a `CodeBlock/Line` renders (Docusaurus's props do not say it; docsgen's Line numbers its lines by it). */
export const LineIndexContext = createContext(0);

/** Whether the site swizzled a part of this name. */
export function useHasPart(name: string): boolean {
  return useContext(CodeBlockPartsContext)?.[name] !== undefined;
}

/** The site's part of this name when it swizzled one, else docsgen's (`own`). */
export function usePart<P>(name: string, own: ComponentType<P>): ComponentType<P> {
  const parts = useContext(CodeBlockPartsContext);
  return ((parts?.[name] as ComponentType<P> | undefined) ?? own);
}

/** Whether the site swizzled any part of the code block (docsgen's then renders Docusaurus's structure). */
export function useHasParts(): boolean {
  return useContext(CodeBlockPartsContext) !== null;
}

/**
 * The code block as the site has it: `Root` (its swizzled `@theme/CodeBlock`, else docsgen's) with
 * the site's swizzled parts provided to docsgen's. Without parts, `Root` itself.
 */
export function withCodeBlockParts<P extends object>(Root: ComponentType<P>, parts: CodeBlockParts): ComponentType<P> {
  if (Object.keys(parts).length === 0) return Root;
  function CodeBlockWithParts(props: P) {
    return createElement(CodeBlockPartsContext.Provider, { value: parts }, createElement(Root, props));
  }
  return CodeBlockWithParts;
}

/**
 * MDX components whose `pre` renders a fence through `CodeBlock` (Docusaurus's MDXComponents/Pre):
 * the `code` element's class, options (`data-meta`) and text become the block's `className`,
 * `metastring` and children. A `pre` the site's MDXComponents replaced stays the site's.
 */
export function fencesThrough(components: Record<string, unknown>, CodeBlock: ComponentType<Record<string, unknown>>, ownPre: unknown): Record<string, unknown> {
  if (components.pre !== ownPre) return components;
  const Pre = ownPre as ComponentType<Record<string, unknown>>;
  function FencePre(props: { children?: ReactNode; 'data-docsgen-pos'?: string }) {
    const code = props.children;
    if (!isValidElement(code)) return createElement(Pre, props);
    const { className, children, 'data-meta': metastring } = code.props as { className?: string; children?: ReactNode; 'data-meta'?: string };
    const block = createElement(CodeBlock, { ...(className ? { className } : {}), ...(metastring ? { metastring } : {}) }, children);
    return createElement(FencePositionContext.Provider, { value: props['data-docsgen-pos'] }, block);
  }
  return { ...components, pre: FencePre };
}

/** In the browser: the island's text prop (see islandServer's textChildren) given back to `Component` as its children. */
export function withTextChildren<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithTextChildren(props: P) {
    const { [ISLAND_TEXT_PROP]: text, ...rest } = props as P & Record<string, unknown>;
    return createElement(Component, rest as P, text as ReactNode);
  }
  return WithTextChildren;
}
