import type { SiteHtmlTags } from '../shared/htmlTags.js';

/**
 * The site's own tags written into a page's document (see SiteHtmlTags): at the end of `<head>`,
 * just inside `<body>` and at its end. `html` is the theme's document, as renderToStaticMarkup wrote it.
 */
export function withSiteTags(html: string, tags: SiteHtmlTags | undefined): string {
  if (!tags) return html;
  let out = html;
  if (tags.head) {
    const close = out.indexOf('</head>');
    if (close >= 0) out = out.slice(0, close) + tags.head + out.slice(close);
  }
  if (tags.bodyStart) {
    const body = /<body(\s[^>]*)?>/.exec(out);
    if (body) out = out.slice(0, body.index + body[0].length) + tags.bodyStart + out.slice(body.index + body[0].length);
  }
  if (tags.bodyEnd) {
    const close = out.lastIndexOf('</body>');
    if (close >= 0) out = out.slice(0, close) + tags.bodyEnd + out.slice(close);
  }
  return out;
}
