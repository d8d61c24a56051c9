import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { Details } from './Details.js';
import { DocCard } from './DocCard.js';
import { DocCardList } from './DocCardList.js';
import { IdealImage } from './IdealImage.js';
import { TabItem } from './TabItem.js';
import { Tabs } from './Tabs.js';
import { TOCInline } from './TOCInline.js';
import { Mermaid } from './Mermaid.js';
import { codeBlockModules } from '../docusaurus/codeBlock/codeBlockModules.js';
import { docusaurusModules } from '../docusaurus/modules.js';

/**
 * docsgen's content components, under the import paths Docusaurus pages use for them. Each renders
 * the HTML the matching Markdown syntax renders, so the browser bundle's behaviours apply alike.
 */
export const builtinComponents: Record<string, unknown> = {
  '@theme/Tabs': Tabs,
  '@theme/TabItem': TabItem,
  '@theme/Admonition': Admonition,
  '@theme/CodeBlock': CodeBlock,
  '@theme/Details': Details,
  '@theme/IdealImage': IdealImage,
  '@theme/TOCInline': TOCInline,
  '@theme/DocCard': DocCard,
  '@theme/DocCardList': DocCardList,
  // Here, not among docusaurusModules: each of these is bundled from its own file, so a site's browser code that imports another module does not carry it.
  '@theme/Mermaid': Mermaid,
};

/** Every module an MDX bundle gets from docsgen (left external by the bundler), by import path: the module's exports. */
export const builtinModules: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(Object.entries(builtinComponents).map(([id, component]) => [id, { default: component }])),
  ...docusaurusModules,
  // The code block's parts and hooks, beside the other names of a module they share.
  ...Object.fromEntries(Object.entries(codeBlockModules).map(([id, exports]) => [id, { ...docusaurusModules[id], ...exports }])),
};
