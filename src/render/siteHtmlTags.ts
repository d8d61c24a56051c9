import type { PositionedHtmlTag } from '../plugins/types.js';
import { htmlTagHtml, type HtmlTag, type HtmlTagPosition, type SiteHtmlTags } from '../shared/htmlTags.js';

/** The config's `htmlTags` as each position's HTML (the same for every run). */
export function configHtmlTags(fromConfig: readonly (HtmlTag & { position: HtmlTagPosition })[]): SiteHtmlTags {
  const html: SiteHtmlTags = { head: '', bodyStart: '', bodyEnd: '' };
  for (const { position, ...tag } of fromConfig) html[position] += htmlTagHtml(tag);
  return html;
}

/** The config's tags (see configHtmlTags), then the plugins' (config order), as each position's HTML. */
export function siteHtmlTags(fromConfig: SiteHtmlTags, fromPlugins: readonly PositionedHtmlTag[]): SiteHtmlTags {
  const html: SiteHtmlTags = { ...fromConfig };
  for (const { position, tag } of fromPlugins) html[position] += htmlTagHtml(tag);
  return html;
}
