/**
 * Declarations for a site's own TypeScript (theme files, components, the config), referenced by
 * the tsconfig.json `docsgen init` writes (`"types": ["docsgen/site"]`). `@theme/*`,
 * `@theme-original/*` and `@site/*` are mapped by that tsconfig's `paths` to the site's theme
 * folder, the default theme's declarations and the site's folder; what no file provides is here.
 */

/** A CSS module: its class names, hashed and stable from build to build. */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

/** A plain stylesheet joins the site's stylesheet. */
declare module '*.css';

/** An MDX page or partial, imported as a component; `toc` lists its headings. */
declare module '*.mdx' {
  import type { ComponentType } from 'react';
  export const toc: { value: string; level: number }[];
  const MDXContent: ComponentType<Record<string, unknown>>;
  export default MDXContent;
}

/** A Markdown partial (imported from MDX). */
declare module '*.md' {
  import type { ComponentType } from 'react';
  const MarkdownContent: ComponentType<Record<string, unknown>>;
  export default MarkdownContent;
}

/** Images and other files imported by components: their URL in the built site. */
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.jpeg' {
  const url: string;
  export default url;
}
declare module '*.gif' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}

/* The components MDX pages import under Docusaurus's paths (AUTHORING.md, "MDX pages"). */

declare module '@theme/Tabs' {
  import type { ComponentType, CSSProperties, ReactNode } from 'react';
  const Tabs: ComponentType<{
    children?: ReactNode;
    groupId?: string;
    defaultValue?: string | null;
    values?: { value: string; label?: string; attributes?: { className?: string; style?: CSSProperties } & Record<string, unknown> }[];
    queryString?: boolean | string;
    block?: boolean;
    lazy?: boolean;
    className?: string;
  }>;
  export default Tabs;
}

declare module '@theme/TabItem' {
  import type { ComponentType, CSSProperties, ReactNode } from 'react';
  const TabItem: ComponentType<{
    children?: ReactNode;
    value: string;
    label?: string;
    default?: boolean;
    className?: string;
    attributes?: { className?: string; style?: CSSProperties } & Record<string, unknown>;
  }>;
  export default TabItem;
}

declare module '@theme/Admonition' {
  import type { ComponentType, ReactNode } from 'react';
  const Admonition: ComponentType<{ children?: ReactNode; type?: 'note' | 'tip' | 'info' | 'warning' | 'danger' | 'caution' | 'important'; title?: ReactNode }>;
  export default Admonition;
}

declare module '@theme/Details' {
  import type { ComponentType, ReactNode } from 'react';
  const Details: ComponentType<{ children?: ReactNode; summary?: ReactNode }>;
  export default Details;
}

declare module '@theme/CodeBlock' {
  import type { ComponentType, ReactNode } from 'react';
  const CodeBlock: ComponentType<{ children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean; metastring?: string }>;
  export default CodeBlock;
}

declare module '@theme/IdealImage' {
  import type { ComponentType, CSSProperties } from 'react';
  type ImageSource = string | { default?: ImageSource; src?: ImageSource };
  const IdealImage: ComponentType<{ img: ImageSource; alt?: string; className?: string; style?: CSSProperties; width?: number; height?: number }>;
  export default IdealImage;
}

declare module '@theme/TOCInline' {
  import type { ComponentType } from 'react';
  const TOCInline: ComponentType<{ toc?: { value: string; level: number }[]; minHeadingLevel?: number; maxHeadingLevel?: number }>;
  export default TOCInline;
}
