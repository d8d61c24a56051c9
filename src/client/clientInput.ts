import type { ConfigValues, ResolvedReact } from '../config/configValues.js';
import { isVersioned } from '../config/resolveVersions.js';
import type { DocusaurusSiteConfig, SitePaths } from '../config/resolveConfig.js';
import type { DocusaurusI18n } from '../content/mdx/docusaurus/siteContext.js';
import type { ReactCopy } from '../config/configValues.js';
import type { PageKind } from '../shared/types.js';
import { mermaidSettings, type MermaidSettings } from '../shared/mermaid.js';

/**
 * What the client stage reads of the resolved config, as plain values, taken once when the stage
 * is made: the stage, and the theme and CSS modules it calls, get these, never the config.
 */
export interface ClientInput {
  /** The site's folder (CSS-module class names are hashed from paths relative to it). */
  rootDir: string;
  /** The build's React: the theme module and the browser code import it. */
  react: ReactCopy;
  layout: ConfigValues['layout'];
  /** The site's base URL: the bundle's URLs as pages name them. */
  base: string;
  paths: Pick<SitePaths, 'rootDir' | 'themeDir' | 'swizzleDir' | 'staticDir' | 'generatedDir' | 'customCss' | 'clientModules'> & {
    /** Where the compiled theme module goes (CachePaths.theme). */
    themeModuleDir: string;
    /** The site's Prism themes' stylesheet (CachePaths.codeThemeCss). */
    codeThemeCss: string;
    /** The client bundles' records (CachePaths.clientBundles). */
    clientBundles: string;
  };
  /** The site has docs versions: the version banner, badge and dropdown styles join its stylesheet. */
  versioned: boolean;
  /** `theme.prism`'s light and dark themes. */
  prism: ConfigValues['theme']['prism'];
  /** `theme.cascadeLayer`: the theme's styles in a cascade layer below the site's CSS. */
  cascadeLayer: boolean;
  /** What `useDocusaurusContext().siteConfig` gives islands (its themeConfig: what `useThemeConfig()` gives swizzles). */
  siteConfig: DocusaurusSiteConfig;
  /** The locale's code translations and its locales, as islands read them in the browser. */
  codeTranslations: Readonly<Record<string, string>>;
  i18n: DocusaurusI18n;
  /** The page kinds of the site's sources, in the theme's list order: each gets its layout's chunk (see sourcesForClient). */
  kinds: readonly PageKind[];
  /** The theme stylesheets the sources' layouts need (files of templates/styles/: a blog's, on a site with one). */
  sourceStylesheets: readonly string[];
  /** The theme stylesheets the site's plugins need in the Docusaurus layout (DocsgenPlugin.docusaurusStylesheets), in plugin order. */
  pluginStylesheets: readonly string[];
  /** The key of the React pages in `Content.sources`: their markup is the site's own, written for Infima. */
  reactPages: string;
  /** `markdown.mermaid`: the diagram script and Mermaid's files join the output (see mermaidAssets). */
  mermaid?: MermaidSettings | undefined;
}

/** The client stage's input, from the resolved config and what the routes stage's registry says of the site's sources (sourcesForClient). */
export function clientInput(config: ConfigValues & ResolvedReact & { plugins?: readonly { docusaurusStylesheets?: readonly string[] }[] }, fromSources: Pick<ClientInput, 'kinds' | 'sourceStylesheets' | 'reactPages'>): ClientInput {
  const { paths } = config;
  return {
    rootDir: config.rootDir,
    react: config.react,
    layout: config.layout,
    base: config.urls.base,
    paths: {
      rootDir: paths.rootDir,
      themeDir: paths.themeDir,
      swizzleDir: paths.swizzleDir,
      staticDir: paths.staticDir,
      generatedDir: paths.generatedDir,
      customCss: paths.customCss,
      clientModules: paths.clientModules,
      themeModuleDir: paths.cache.theme,
      codeThemeCss: paths.cache.codeThemeCss,
      clientBundles: paths.cache.clientBundles,
    },
    versioned: isVersioned(config.docsInstances),
    prism: config.theme.prism,
    cascadeLayer: config.theme.cascadeLayer === true,
    siteConfig: config.docusaurusSiteConfig,
    codeTranslations: config.i18n.codeTranslations,
    i18n: config.docusaurusI18n,
    kinds: fromSources.kinds,
    sourceStylesheets: fromSources.sourceStylesheets,
    pluginStylesheets: [...new Set((config.plugins ?? []).flatMap((plugin) => plugin.docusaurusStylesheets ?? []))],
    reactPages: fromSources.reactPages,
    mermaid: mermaidSettings(config.markdown.mermaid),
  };
}
