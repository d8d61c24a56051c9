import { withBase, type DocumentProps } from 'docsgen/theme';

/** The HTML shell around the rendered app (server only, rendered with renderToStaticMarkup). */
export function Document({ site, page, documentTitle, canonicalUrl, favicon, appHtml, assets, initialData, headScript }: DocumentProps) {
  return (
    <html lang="en" dir="ltr" data-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle}</title>
        <meta name="description" content={page.description} />
        <link rel="canonical" href={canonicalUrl} />
        <meta property="og:title" content={documentTitle} />
        <meta property="og:description" content={page.description} />
        <meta property="og:url" content={canonicalUrl} />
        <meta property="og:type" content={page.kind === 'doc' ? 'article' : 'website'} />
        <meta name="generator" content="docsgen" />
        {page.blog?.unlisted ? <meta name="robots" content="noindex, nofollow" /> : null}
        {site.meta?.map((tag) => (
          <meta key={tag.name ?? tag.property} name={tag.name} property={tag.property} content={tag.content} />
        ))}
        {favicon ? <link rel="icon" href={favicon} /> : null}
        {site.feeds?.map((feed) => <link key={feed.href} rel="alternate" type={feed.type} href={withBase(site.baseUrl, feed.href)} title={feed.title} />)}
        {/* Sets the colour mode before the first paint, and loads the client (assets.entry) after it. */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <link rel="stylesheet" href={assets.css} />
      </head>
      <body>
        <div id="__docsgen" dangerouslySetInnerHTML={{ __html: appHtml }} />
        <script id="__docsgen_data" type="application/json" dangerouslySetInnerHTML={{ __html: initialData }} />
      </body>
    </html>
  );
}
