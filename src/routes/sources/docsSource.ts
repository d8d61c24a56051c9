import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { CURRENT_VERSION, isVersioned, type DocsInstance, type DocsVersion } from '../../config/resolveVersions.js';
import { sidebarsSchema } from '../../config/schema.js';
import type { DisplayPath } from '../../content/contentSource.js';
import { loadCategories } from '../../content/loadCategories.js';
import type { DocSet } from '../../content/types.js';
import { walkDocs } from '../../content/walkDocs.js';
import { readTranslationFile } from '../../config/translationFile.js';
import { withTranslations } from '../../content/localizedFiles.js';
import { ContentError } from '../../util/errors.js';
import { encodeRoutePath } from '../../shared/paths.js';
import { slashPath } from '../../util/slashPath.js';
import { docPlace } from '../docPlace.js';
import type { PageSource } from '../pageSource.js';
import type { Route } from '../types.js';

/**
 * The docs: every page below each docs instance's version folders, at `<routeBase>/<path>`, in
 * the doc layout with its sidebar.
 */
export const docsSource: PageSource = {
  name: 'docs',
  kinds: ['doc'],
  content: {
    async findFiles(config, display) {
      // Each docs instance's versions, each read from its own folder and served under its own route base.
      const sets: { instance: DocsInstance; version: DocsVersion; categoryFiles: string[]; sourcePaths: Set<string> }[] = [];
      const setOf = new Map<string, (typeof sets)[number]>();
      const originalOf = new Map<string, string>();
      const aliases = new Map<string, string>();
      for (const instance of config.docsInstances) {
        for (const version of instance.versions) {
          const { docsDir } = version;
          const exists = await stat(docsDir).then((s) => s.isDirectory(), () => false);
          if (!exists) throw new ContentError(display(docsDir), version.name === CURRENT_VERSION ? 'content folder not found' : `the folder of docs version "${version.name}" (named in versions.json) is not found`);
          const walked = await walkDocs(docsDir, config.rootDir, config.paths.outsideDocsDirs, instance.globs);
          if (walked.pages.length === 0) throw new ContentError(display(docsDir), 'no Markdown pages found (add a .md file with front matter)');
          // The locale being built reads its translation of a page where it has one (a site in several languages).
          const translated = withTranslations(walked.pages, docsDir, version.translatedDir);
          const pages = translated.files;
          for (const page of pages) originalOf.set(page, translated.originalOf(page));
          for (const [alias, file] of translated.aliases ?? []) aliases.set(alias, file);
          const set = { instance, version, categoryFiles: walked.categoryFiles, sourcePaths: new Set(pages) };
          sets.push(set);
          for (const page of pages) setOf.set(page, set);
        }
      }
      // Pages carry their version only where there is more than one (a site without builds as before).
      const versioned = isVersioned(config.docsInstances);
      return {
        files: sets.flatMap((set) => [...set.sourcePaths]),
        ...(aliases.size > 0 ? { aliases } : {}),
        place(sourcePath, frontMatter) {
          const { instance, version } = setOf.get(sourcePath)!;
          const file = slashPath(path.relative(version.docsDir, originalOf.get(sourcePath) ?? sourcePath));
          const { id, route: docRoute, position, sourceDir } = docPlace(file, frontMatter);
          // The route is the page's URL path: a file name with a space, `?`, `#` or `%` is percent-encoded.
          const route = encodeRoutePath(`${version.routeBase}${docRoute}` || '/');
          // A Docusaurus site's doc with no title is named by its id, as Docusaurus names it.
          const fallbackTitle = config.layout === 'docusaurus' ? id.slice(id.lastIndexOf('/') + 1) : undefined;
          return {
            id,
            route,
            ...(position !== undefined ? { position } : {}),
            ...(sourceDir !== undefined ? { sourceDir } : {}),
            ...(fallbackTitle ? { fallbackTitle } : {}),
            ...(versioned ? { version: { instance: instance.id, name: version.name } } : {}),
          };
        },
        async finish(docs) {
          const docSets: DocSet[] = [];
          for (const set of sets) {
            // The locale's words of its sidebars and version (`current.json`, `version-1.0.json` beside the translated pages' folder).
            const localized = set.version.translatedDir;
            const translations = localized === undefined ? undefined : readTranslationFile(`${localized}.json`);
            docSets.push({
              ...(translations ? { translations } : {}),
              instance: set.instance,
              version: set.version,
              docs: docs.filter((doc) => set.sourcePaths.has(doc.sourcePath)),
              categories: await loadCategories(set.categoryFiles, set.version.docsDir, display),
              ...versionSidebars(set.version, display),
            });
          }
          return docSets;
        },
      };
    },
  },
  routes: ({ pages, navigation }) =>
    pages.map((doc): Route => ({ path: doc.route, kind: 'doc', title: doc.title, description: doc.description, doc, ...navigation.get(doc.route), origin: doc.displayPath })),
};

/**
 * A released version's sidebars: its versioned_sidebars file, as Docusaurus does (without that
 * file it has no sidebar). The current docs use the config's (left out here: see buildRoutes).
 */
function versionSidebars(version: DocsVersion, display: DisplayPath): Pick<DocSet, 'sidebars' | 'sidebarsFile'> {
  const file = version.sidebarsFile;
  if (file === undefined) return {};
  if (!existsSync(file)) return { sidebars: {}, sidebarsFile: file };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(display(file), `not valid JSON (${(error as Error).message})`);
  }
  const parsed = sidebarsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(display(file), `not a sidebars file: ${issue.path.join('.') || '(top level)'}: ${issue.message}`);
  }
  return { sidebars: parsed.data, sidebarsFile: file };
}
