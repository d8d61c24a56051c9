/**
 * The XSLT style sheets of the feeds (`feedOptions.xslt`, as Docusaurus's option): a browser that
 * opens rss.xml or atom.xml shows the feed as a page (its title, a line on what a feed is, each
 * post linked with its date and summary) instead of raw XML. Feed readers ignore them.
 */
const STYLE = [
  'body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21;background:#fff}',
  'main{max-width:720px;margin:0 auto;padding:2rem 1rem}',
  '.feed-note{padding:.75rem 1rem;border-radius:6px;background:#eef4ff}',
  'article{padding:1rem 0;border-bottom:1px solid #dadde1}',
  'h2{margin:0 0 .25rem;font-size:1.25rem}',
  '.feed-date{margin:0;color:#606770;font-size:.9rem}',
  'a{color:#1d4ed8}',
  '@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}.feed-note{background:#25324a}article{border-color:#444950}.feed-date{color:#a0a4ab}a{color:#8ab4f8}}',
].join('');

interface FeedShape {
  /** XPath of the feed's title, description and home link. */
  title: string;
  description: string;
  home: string;
  /** XPath of each post, and of its link, title, date and summary relative to it. */
  item: string;
  link: string;
  itemTitle: string;
  date: string;
  summary: string;
  namespaces: string;
  kind: string;
}

function stylesheet(shape: FeedShape): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${shape.namespaces}>
  <xsl:output method="html" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${shape.title}"/> (${shape.kind} feed)</title>
        <style>${STYLE}</style>
      </head>
      <body>
        <main>
          <p class="feed-note">This is the ${shape.kind} feed of the blog: copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="${shape.title}"/></h1>
          <p><xsl:value-of select="${shape.description}"/></p>
          <p><a href="{${shape.home}}">Read the blog</a></p>
          <xsl:for-each select="${shape.item}">
            <article>
              <h2><a href="{${shape.link}}"><xsl:value-of select="${shape.itemTitle}"/></a></h2>
              <p class="feed-date"><xsl:value-of select="${shape.date}"/></p>
              <p><xsl:value-of select="${shape.summary}"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

export const RSS_STYLESHEET = stylesheet({
  kind: 'RSS',
  namespaces: '',
  title: 'rss/channel/title',
  description: 'rss/channel/description',
  home: 'rss/channel/link',
  item: 'rss/channel/item',
  link: 'link',
  itemTitle: 'title',
  date: 'pubDate',
  summary: 'description',
});

export const ATOM_STYLESHEET = stylesheet({
  kind: 'Atom',
  namespaces: ' xmlns:atom="http://www.w3.org/2005/Atom"',
  title: 'atom:feed/atom:title',
  description: 'atom:feed/atom:subtitle',
  home: "atom:feed/atom:link[@rel='alternate']/@href",
  item: 'atom:feed/atom:entry',
  link: 'atom:link/@href',
  itemTitle: 'atom:title',
  date: 'substring(atom:updated, 1, 10)',
  summary: 'atom:summary',
});

/** The processing instruction a feed names its style sheet with (a path beside the feed). */
export const stylesheetInstruction = (file: string) => `<?xml-stylesheet type="text/xsl" href="${file}"?>`;
