import { BaseUrlContext, ThemeLocaleContext, ThemeMessagesContext, TrailingSlashContext, type AppProps } from 'docsgen/theme';
import { ChunkError } from './ChunkError.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { Layout } from './Layout.js';

/** The root both the build (renderToString) and the browser (hydrateRoot) render. */
export function App({ site, page, Page, loading = false, loadError }: AppProps) {
  const here = site.i18n?.locales.find((locale) => locale.locale === site.i18n?.currentLocale);
  // The site's base and trailingSlash reach every component's links (useBaseUrlUtils).
  return (
    <BaseUrlContext.Provider value={site.baseUrl}>
      <TrailingSlashContext.Provider value={site}>
      {/* The theme's words in the locale, where the site translates them (useThemeMessage). */}
      <ThemeMessagesContext.Provider value={site.messages}>
        {/* The locale being read, by its BCP 47 name: plural forms and dates (useThemeLocale). */}
        <ThemeLocaleContext.Provider value={here?.htmlLang ?? 'en'}>
          <Layout site={site} page={page} loading={loading}>
            {loadError ? (
              <ChunkError message={loadError.message} onRetry={loadError.retry} />
            ) : (
              <ErrorBoundary resetKey={page.path}>
                <Page site={site} page={page} />
              </ErrorBoundary>
            )}
          </Layout>
        </ThemeLocaleContext.Provider>
      </ThemeMessagesContext.Provider>
      </TrailingSlashContext.Provider>
    </BaseUrlContext.Provider>
  );
}
