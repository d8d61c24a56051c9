import type { ComponentType } from 'react';
import type { PageData, SiteData } from 'docsgen/shared';
import { ChunkError } from './ChunkError.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { Layout } from './Layout.js';
import type { PageProps } from './pageProps.js';

export interface AppProps {
  site: SiteData;
  page: PageData;
  Page: ComponentType<PageProps>;
  loading?: boolean;
  loadError?: { message: string; retry: () => void };
}

/** The root both the build (renderToString) and the browser (hydrateRoot) render. */
export function App({ site, page, Page, loading = false, loadError }: AppProps) {
  return (
    <Layout site={site} page={page} loading={loading}>
      {loadError ? (
        <ChunkError message={loadError.message} onRetry={loadError.retry} />
      ) : (
        <ErrorBoundary resetKey={page.path}>
          <Page site={site} page={page} />
        </ErrorBoundary>
      )}
    </Layout>
  );
}
