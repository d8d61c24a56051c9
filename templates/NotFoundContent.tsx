import { fillMessage, useBaseUrlUtils, useThemeMessage, type PageData, type SiteData } from 'docsgen/theme';

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
  const p1 = useThemeMessage('theme.NotFound.p1');
  const p2 = useThemeMessage('theme.NotFound.p2');
  const withSearch = useThemeMessage('theme.NotFound.searchOrStartAgain');
  const withoutSearch = useThemeMessage('theme.NotFound.startAgain');
  const startAgain = site.searchManifest ? withSearch : withoutSearch;
  return (
    <main className={className ? `not-found ${className}` : 'not-found'}>
      <h1 className="not-found__title" tabIndex={-1}>
        {title}
      </h1>
      <p>{p1}</p>
      <p>
        {p2} {fillMessage(startAgain, { link: <a href={withBaseUrl(site.mainDoc.href)}>{site.mainDoc.label}</a> })}
      </p>
    </main>
  );
}
