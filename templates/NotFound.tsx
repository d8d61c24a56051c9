import { useBaseUrlUtils, type PageProps } from 'docsgen/theme';

export default function NotFound({ site }: PageProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <div className="not-found">
      <h1 className="not-found__title" tabIndex={-1}>
        Page Not Found
      </h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link may be out of date, or the page may have moved. {site.searchManifest ? 'Try the search box above, or start' : 'Start'} again from{' '}
        <a href={withBaseUrl(site.mainDoc.href)}>{site.mainDoc.label}</a>.
      </p>
    </div>
  );
}
