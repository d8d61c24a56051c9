import { documentHeadTags, withBase, type DocumentProps } from 'docsgen/theme';

/** The HTML shell around the rendered app (server only, rendered with renderToStaticMarkup). */
export function Document({ site, page, documentTitle, favicon, appHtml, assets, initialData, headScript }: DocumentProps) {
  // The language being read (a site in one language: English).
  const locale = site.i18n?.locales.find((each) => each.locale === site.i18n!.currentLocale);
  return (
    <html lang={locale?.htmlLang ?? 'en'} dir={locale?.direction ?? 'ltr'} data-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle}</title>
        {/* What the page is (description, canonical, og:…, the site's meta): the browser sets the same tags after a client navigation. */}
        {documentHeadTags(page, site).map((tag) => (tag.tag === 'link' ? <link key={tag.attributes.rel + (tag.attributes.hreflang ?? '')} {...withoutHreflang(tag.attributes)} hrefLang={tag.attributes.hreflang} /> : <meta key={(tag.attributes.name ?? tag.attributes.property) + (tag.attributes.property === 'og:locale:alternate' ? tag.attributes.content : '')} {...tag.attributes} />))}
        <meta name="generator" content="docsgen" />
        {favicon ? <link rel="icon" href={favicon} /> : null}
        {site.feeds?.map((feed) => <link key={feed.href} rel="alternate" type={feed.type} href={withBase(site.baseUrl, feed.href)} title={feed.title} />)}
        {/* Sets the colour mode before the first paint, and loads the client (assets.entry) after it. */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <link rel="stylesheet" href={assets.css} />
      </head>
      <body>
        {/* Docusaurus's id in its layout (a site's CSS may style #__docusaurus). */}
        <div id={site.rootId ?? '__docsgen'} dangerouslySetInnerHTML={{ __html: appHtml }} />
        <script id="__docsgen_data" type="application/json" dangerouslySetInnerHTML={{ __html: initialData }} />
      </body>
    </html>
  );
}

/** A head link's attributes but `hreflang`, which React takes by its own name (`hrefLang`). */
function withoutHreflang({ hreflang: _hreflang, ...attributes }: Record<string, string>): Record<string, string> {
  return attributes;
}
