/** The files `docsgen init` writes: a small working site to start from. */

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Logo">
  <rect x="6" y="6" width="52" height="52" rx="12" fill="#2563eb"/>
  <path d="M20 18h16l8 8v20a2 2 0 0 1-2 2H20a2 2 0 0 1-2-2V20a2 2 0 0 1 2-2z" fill="#fff"/>
  <path d="M36 18v8h8" fill="none" stroke="#2563eb" stroke-width="2"/>
  <path d="M24 32h16M24 38h16M24 44h10" stroke="#2563eb" stroke-width="2.5" stroke-linecap="round"/>
</svg>
`;

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="#2563eb"/>
  <path d="M10 8h8l4 4v11a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" fill="#fff"/>
</svg>
`;

export function siteConfig(title: string): string {
  return `import { defineConfig, search } from 'docsgen';

// Every key and its default: the configuration reference in docsgen's README.
export default defineConfig({
  title: ${JSON.stringify(title)},
  // Where the site will be published (canonical URLs and the sitemap use it).
  url: 'https://docs.example.com',
  favicon: 'img/favicon.svg',
  logo: { src: 'img/logo.svg', alt: ${JSON.stringify(`${title} logo`)} },
  plugins: [search()],
});
`;
}

const INTRO_MD = `---
title: Introduction
description: What this site is and where its pages, images and settings live.
sidebar_position: 1
---

Welcome! This page is \`content/docs/intro.md\`. Every Markdown file under \`content/docs/\` is a
page: its path is its address (\`content/docs/guides/writing-pages.md\` is
\`/docs/guides/writing-pages\`), and the sidebar lists the pages folder by folder.

## Where things are

| path | what it holds |
|---|---|
| \`site.config.ts\` | the site title, its address and every other setting |
| \`content/docs/\` | the pages, in Markdown |
| \`content/static/\` | files copied as they are, such as \`img/logo.svg\` |
| \`theme/\` | your changes to the built-in theme (create it when you need it) |

## Next steps

- Run \`npm run dev\` and edit this file: the open page shows the change when you save.
- Read [Writing pages](./guides/writing-pages.md) for what a page can contain.
- Run \`npm run build\` to write the finished site into \`build/\`, ready for any static host.
`;

const CATEGORY_JSON = `${JSON.stringify({ label: 'Guides', position: 2, link: { type: 'generated-index', description: 'How to write and organise the pages of this site.' } }, null, 2)}
`;

const WRITING_MD = `---
title: Writing pages
description: Front matter, headings, links between pages, code blocks and admonitions.
sidebar_position: 1
---

Front matter is optional: \`title\` and \`description\` default to the page's first \`#\` heading
and first paragraph, and \`sidebar_position\` orders the page within its folder.

## Headings

Second- and third-level headings appear in the table of contents beside the page, and every
heading gets an anchor you can link to.

## Links

Link to another page by its Markdown file, relative to this one:
[the introduction](../intro.md). The build checks every link, anchor and image, and stops when
one is broken, listing them all with their file and line.

## Images

Put an image anywhere in the site, say \`content/assets/diagram.png\`, and link it relatively from
the page: \`![A diagram](../../assets/diagram.png)\`. The build publishes it, resized for every
screen, with nothing to configure.

## Code

\`\`\`ts title="greet.ts"
export function greet(name: string): string {
  return \`Hello, \${name}!\`;
}
\`\`\`

:::tip

Admonitions such as this one are written with \`:::tip\`, \`:::note\`, \`:::info\`,
\`:::warning\` and \`:::danger\`.

:::
`;

// The output folder, at the top only (a `build` folder among the pages stays listed). The folder
// a build writes the next site in, .docsgen-build/, holds a .gitignore of its own.
const GITIGNORE = `# docsgen output and caches
/build
node_modules/
`;

/**
 * Type checking for the site's own TypeScript (`npx tsc`): docsgen's declarations for CSS modules,
 * MDX and images (`docsgen/site`), and `@theme/…`, `@theme-original/…` and `@site/…` resolved as
 * the build resolves them (the site's theme folder first, then the default theme).
 */
const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      isolatedModules: true,
      resolveJsonModule: true,
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      types: ['docsgen/site'],
      paths: {
        '@site/*': ['./*'],
        '@theme/*': ['./theme/*', './node_modules/docsgen/dist/types/templates/*'],
        '@theme-original/*': ['./node_modules/docsgen/dist/types/templates/*'],
      },
    },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules', 'build'],
  },
  null,
  2,
)}
`;

/** Relative path → contents. */
export function scaffoldFiles(title: string): Record<string, string> {
  return {
    'site.config.ts': siteConfig(title),
    'content/docs/intro.md': INTRO_MD,
    'content/docs/guides/_category_.json': CATEGORY_JSON,
    'content/docs/guides/writing-pages.md': WRITING_MD,
    'content/static/img/logo.svg': LOGO_SVG,
    'content/static/img/favicon.svg': FAVICON_SVG,
    '.gitignore': GITIGNORE,
    'tsconfig.json': TSCONFIG,
  };
}

/**
 * The npm scripts a site gets, named as in Docusaurus: `start` (and `dev`) write the site with the
 * dev server, `build` builds it, `serve` previews the build.
 */
export const SCRIPTS: Record<string, string> = {
  dev: 'docsgen dev',
  start: 'docsgen start',
  build: 'docsgen build',
  serve: 'docsgen serve',
};
