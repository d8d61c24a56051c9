import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docusaurusSwizzles } from '../../src/theme/docusaurusSwizzles.js';
import { themeComponents } from '../../src/theme/themeFiles.js';
import { DOCSGEN_EQUIVALENT, swizzleNotes, unusedSwizzles } from '../../src/theme/unusedSwizzles.js';

/**
 * `src/theme` is a Docusaurus site's swizzle folder, and its unused files are named. A site of
 * docsgen's own layout keeps whatever code it likes in `src/` (this repository keeps docsgen's
 * there): nothing of it is a swizzle left unused.
 */
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-unused-swizzles-'));
  await mkdir(path.join(root, 'src', 'theme', 'TOCItems'), { recursive: true });
  await writeFile(path.join(root, 'src', 'theme', 'TOCItems', 'index.js'), "export default function TOCItems() { return null; }\n");
  // An applied swizzle, its CSS module, and a part inside its folder that is left out.
  await mkdir(path.join(root, 'src', 'theme', 'BlogPostItem', 'Header', 'Title'), { recursive: true });
  await writeFile(path.join(root, 'src', 'theme', 'BlogPostItem', 'Header', 'index.js'), "import './styles.module.css';\nexport default function Header() { return null; }\n");
  await writeFile(path.join(root, 'src', 'theme', 'BlogPostItem', 'Header', 'styles.module.css'), '.x { color: red; }\n');
  await writeFile(path.join(root, 'src', 'theme', 'BlogPostItem', 'Header', 'Title', 'index.js'), "import { useBlogTitle } from '@docusaurus/theme-common/internal';\nexport default function Title() { return null; }\n");
  await writeFile(path.join(root, 'src', 'theme', 'loadHelpers.ts'), 'export const helper = 1;\n');
  // A component docsgen has under Docusaurus's own name (templates/DocCard.tsx).
  await mkdir(path.join(root, 'src', 'theme', 'DocCard'), { recursive: true });
  await writeFile(path.join(root, 'src', 'theme', 'DocCard', 'index.js'), 'export default function DocCard() { return null; }\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));
const sitePaths = () => ({ rootDir: root, swizzleDir: path.join(root, 'src', 'theme'), themeDir: path.join(root, 'theme') });

describe('unusedSwizzles', () => {
  it("names a Docusaurus site's unused src/theme files, with docsgen's part for a known component", () => {
    const found = unusedSwizzles(sitePaths(), 'docusaurus', [], docusaurusSwizzles(sitePaths().swizzleDir));
    expect(found).toHaveLength(4);
    // A part inside an applied swizzle's folder that is left out is named, with why; the folder's CSS module is the swizzle's.
    expect(found[0]).toMatch(/^src\/theme\/BlogPostItem\/Header\/Title\/index\.js: not used by docsgen: it imports useBlogTitle from "@docusaurus\/theme-common\/internal", which docsgen does not provide/);
    expect(found[1]).toBe("src/theme/DocCard/index.js: not used by docsgen: docsgen's DocCard renders this part of the page (`docsgen eject DocCard` copies it into theme/ to change it)");
    expect(found[2]).toMatch(/^src\/theme\/TOCItems\/index\.js: not used by docsgen: docsgen's TableOfContents renders this part/);
    expect(found[3]).toMatch(/^src\/theme\/loadHelpers\.ts: not used by docsgen/);
  });

  it("names a component of docsgen's theme for each Docusaurus part (what `docsgen eject` takes); docsgen's own of the same name where it has one", () => {
    const components = themeComponents();
    expect(Object.entries(DOCSGEN_EQUIVALENT).filter(([, own]) => !components.includes(own))).toEqual([]);
    expect(Object.entries(DOCSGEN_EQUIVALENT).filter(([name, own]) => components.includes(name) && own !== name)).toEqual([]);
  });

  it("notes a swizzle of Docusaurus 2's DocPage as unused in one info line, not a warning: Docusaurus 3 has no DocPage and leaves it aside too", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-unused-v2-'));
    try {
      // A wrapper left from before a site's upgrade to Docusaurus 3, with a helper beside it.
      await mkdir(path.join(site, 'src', 'theme', 'DocPage', 'Layout', 'Main'), { recursive: true });
      await writeFile(path.join(site, 'src', 'theme', 'DocPage', 'Layout', 'Main', 'index.tsx'), "import Main from '@theme-original/DocPage/Layout/Main';\nimport Notice from './Notice';\nexport default function Wrapped(props: any) { return <Main {...props}><Notice />{props.children}</Main>; }\n");
      await writeFile(path.join(site, 'src', 'theme', 'DocPage', 'Layout', 'Main', 'Notice.js'), 'export default function Notice() { return null; }\n');
      const paths = { rootDir: site, swizzleDir: path.join(site, 'src', 'theme'), themeDir: path.join(site, 'theme') };
      expect(unusedSwizzles(paths, 'docusaurus', [], docusaurusSwizzles(paths.swizzleDir))).toEqual([]);
      const notes = swizzleNotes(paths, 'docusaurus');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/^src\/theme\/DocPage\/: not used, as in a Docusaurus 3 build: .*DocRoot/);
      expect(swizzleNotes(paths, 'docsgen')).toEqual([]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('names the second of two files of one component as shadowed by the one webpack finds first (.js before .tsx), which is applied', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-unused-twice-'));
    try {
      await mkdir(path.join(site, 'src', 'theme', 'Footer'), { recursive: true });
      await writeFile(path.join(site, 'src', 'theme', 'Footer.js'), 'export default function Footer() { return null; }\n');
      await writeFile(path.join(site, 'src', 'theme', 'Footer', 'index.tsx'), 'export default function Footer() { return null; }\n');
      const paths = { rootDir: site, swizzleDir: path.join(site, 'src', 'theme'), themeDir: path.join(site, 'theme') };
      const swizzles = docusaurusSwizzles(paths.swizzleDir);
      expect(swizzles.applied.Footer).toBe(path.join(site, 'src', 'theme', 'Footer.js'));
      expect(unusedSwizzles(paths, 'docusaurus', [], swizzles)).toEqual([
        "src/theme/Footer/index.tsx: not used by docsgen: src/theme/Footer.js is @theme/Footer (the first of webpack's extensions .js, .jsx, .ts, .tsx, as in a Docusaurus build)",
      ]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('notes src/theme/prism-include-languages.js as not needed (an info line, not a warning) when every grammar it registers is docsgen\'s', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-unused-prism-'));
    try {
      await mkdir(path.join(site, 'src', 'theme'), { recursive: true });
      await mkdir(path.join(site, 'src', 'grammars'), { recursive: true });
      // The additionalLanguages loop, and a grammar of the site's own for a language docsgen highlights.
      await writeFile(path.join(site, 'src', 'theme', 'prism-include-languages.js'), [
        'export default function addGrammars(P) {',
        '  for (const name of ["ini"]) require(`prismjs/components/prism-${name}`);',
        "  require('../grammars/commented-json');",
        '}',
        '',
      ].join('\n'));
      await writeFile(path.join(site, 'src', 'grammars', 'commented-json.js'), 'Prism.languages.commentedjson = { comment: /\\/\\/.*/ };\nPrism.languages.jsonc = Prism.languages.commentedjson;\n');
      const paths = { rootDir: site, swizzleDir: path.join(site, 'src', 'theme'), themeDir: path.join(site, 'theme') };
      expect(unusedSwizzles(paths, 'docusaurus', [], docusaurusSwizzles(paths.swizzleDir))).toEqual([]);
      const notes = swizzleNotes(paths, 'docusaurus');
      expect(notes).toHaveLength(1);
      expect(notes[0]).not.toContain('\n');
      expect(notes[0]).toMatch(/^src\/theme\/prism-include-languages\.js: /);
      expect(notes[0]).toMatch(/additionalLanguages/);
      expect(notes[0]).toMatch(/on demand/);
      // jsonc is docsgen's; the other name the file gives that grammar is not, and is said so.
      expect(notes[0]).toMatch(/jsonc: highlighted with docsgen.s grammar for it, as in Docusaurus \(commentedjson, .*plain text\)/);
      expect(swizzleNotes(paths, 'docsgen')).toEqual([]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('warns about src/theme/prism-include-languages.js when it registers a grammar docsgen does not have, naming it', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-unused-prism-own-'));
    try {
      await mkdir(path.join(site, 'src', 'theme'), { recursive: true });
      await writeFile(path.join(site, 'src', 'theme', 'prism-include-languages.ts'), [
        'export default function addGrammars(P: any) {',
        "  P.languages['tinyquery'] = { keyword: /\\bpick\\b/ };",
        '}',
        '',
      ].join('\n'));
      const paths = { rootDir: site, swizzleDir: path.join(site, 'src', 'theme'), themeDir: path.join(site, 'theme') };
      const [line, ...rest] = unusedSwizzles(paths, 'docusaurus', [], docusaurusSwizzles(paths.swizzleDir));
      expect(rest).toEqual([]);
      expect(line).not.toContain('\n');
      expect(line).toMatch(/^src\/theme\/prism-include-languages\.ts: not used by docsgen: /);
      expect(line).toMatch(/tinyquery/);
      expect(line).toMatch(/plain text/);
      expect(swizzleNotes(paths, 'docusaurus')).toEqual([]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("names nothing for a site of docsgen's layout, whatever its src/theme holds", () => {
    expect(unusedSwizzles(sitePaths(), 'docsgen', [], docusaurusSwizzles(sitePaths().swizzleDir))).toEqual([]);
  });
});
