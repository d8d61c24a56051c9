import type { PositionedHtmlTag } from '../plugins/types.js';
import { htmlTagHtml, type HtmlTag, type HtmlTagPosition, type SiteHtmlTags } from '../shared/htmlTags.js';

/** The config's `htmlTags`, then the plugins' (config order), as each position's HTML. */
export function siteHtmlTags(fromConfig: readonly (HtmlTag & { position: HtmlTagPosition })[], fromPlugins: readonly PositionedHtmlTag[]): SiteHtmlTags {
  const html: SiteHtmlTags = { head: '', bodyStart: '', bodyEnd: '' };
  for (const { position, ...tag } of fromConfig) html[position] += htmlTagHtml(tag);
  for (const { position, tag } of fromPlugins) html[position] += htmlTagHtml(tag);
  return html;
}
