import { useBaseUrlUtils, useThemeMessage, type PageData, type SiteData } from 'docsgen/theme';

export interface NotFoundContentProps {
  site: SiteData;
  page: PageData;
  /** Docusaurus's NotFound/Content prop: a class beside the content's own. */
  className?: string;
}

/** What the not-found page says, in the page's <main> (Docusaurus's NotFound/Content: a site's swizzle of it replaces this). */
export function NotFoundContent({ site, className }: NotFoundContentProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const title = useThemeMessage('theme.NotFound.title');
  return (
    <main className={className ? `not-found ${className}` : 'not-found'}>
      <h1 className="not-found__title" tabIndex={-1}>
        {title}
      </h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link may be out of date, or the page may have moved. {site.searchManifest ? 'Try the search box above, or start' : 'Start'} again from{' '}
        <a href={withBaseUrl(site.mainDoc.href)}>{site.mainDoc.label}</a>.
      </p>
    </main>
  );
}
