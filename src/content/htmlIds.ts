/**
 * Every fragment target of a page body's final HTML: each element's `id`, and the `name` of an
 * `<a name="…">` (as in browsers), in the order written, decoded (one may be there twice). Read from the HTML the page step
 * renders (after the theme's Markdown components and the site's MDX components), so the link gate
 * accepts an anchor exactly when the page has it, whatever made it.
 *
 * A scan of the tags, not a parse: in the markup React and hast-util-to-html write, a `<` outside
 * a tag is always `&lt;` (code samples' `<div id="x">` are text), and a `"` never ends an attribute
 * value early. Script and style contents and comments are skipped.
 */
export function htmlIds(html: string): string[] {
  const ids: string[] = [];
  for (const tag of html.matchAll(TAG)) {
    if (tag[1] === undefined) continue;
    const name = tag[1].toLowerCase();
    for (const attribute of tag[2]!.matchAll(ATTRIBUTE)) {
      const key = attribute[1]!.toLowerCase();
      if (key === 'id' || (key === 'name' && name === 'a')) {
        const value = decodeReferences(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
        if (value !== '') ids.push(value);
      }
    }
  }
  return ids;
}

// A comment, a script or style element whole (skipped), or a start tag: its name and attributes.
const TAG = /<!--[\s\S]*?-->|<(?:script|style)\b[^>]*>[\s\S]*?<\/(?:script|style)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /\s([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The character references HTML serialisers write in attribute values (`&amp;`, `&quot;`, `&#x27;`, `&#39;`). */
function decodeReferences(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex: string | undefined, decimal: string | undefined, named: string | undefined) => {
    if (named !== undefined) return NAMED[named.toLowerCase()] ?? whole;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
