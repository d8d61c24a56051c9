import type { PositionedHtmlTag } from '../plugins/types.js';
import { htmlTagHtml, type SiteHtmlTags } from '../shared/htmlTags.js';

/** The config's tags (as the config stage made them: ConfigValues.htmlTagsHtml), then the plugins' (config order), as each position's HTML. */
export function siteHtmlTags(fromConfig: SiteHtmlTags, fromPlugins: readonly PositionedHtmlTag[]): SiteHtmlTags {
  const html: SiteHtmlTags = { ...fromConfig };
  for (const { position, tag } of fromPlugins) html[position] += htmlTagHtml(tag);
  return html;
}
