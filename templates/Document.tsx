import { documentHeadTags, withBase, type DocumentProps } from 'docsgen/theme';

/** The HTML shell around the rendered app (server only, rendered with renderToStaticMarkup). */
export function Document({ site, page, documentTitle, favicon, appHtml, assets, initialData, headScript }: DocumentProps) {
  return (
    <html lang="en" dir="ltr" data-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle}</title>
        {/* What the page is (description, canonical, og:…, the site's meta): the browser sets the same tags after a client navigation. */}
        {documentHeadTags(page, site).map((tag) => (tag.tag === 'link' ? <link key={tag.attributes.rel} {...tag.attributes} /> : <meta key={tag.attributes.name ?? tag.attributes.property} {...tag.attributes} />))}
        <meta name="generator" content="docsgen" />
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
