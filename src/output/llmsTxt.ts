import { absoluteUrl } from '../shared/absoluteUrl.js';
import { markdownFileOf, routeAddress, withBase } from '../shared/paths.js';

export interface LlmsEntry {
  title: string;
  route: string;
  description: string;
}

/**
 * `/llms.txt`, as the llms.txt convention lays it out: the site's name as the H1, a one-line
 * summary as a quote (the tagline; without one, the home page's description), then one H2 list of
 * links per section, each page linking to its Markdown source.
 */
export function llmsTxt(site: { title: string; tagline: string; url: string; baseUrl?: string; trailingSlash?: true }, sections: { name: string; entries: LlmsEntry[] }[], summary = site.tagline): string {
  const lines = [`# ${site.title}`, ''];
  const quote = summary.replace(/\s+/g, ' ').trim();
  if (quote) lines.push(`> ${quote}`, '');
  lines.push(`Each page is also available as Markdown: append \`.md\` to its URL (the home page is \`${withBase(site.baseUrl ?? '/', '/index.md')}\`).`, '');
  for (const section of sections) {
    if (section.entries.length === 0) continue;
    lines.push(`## ${section.name}`, '');
    for (const entry of section.entries) lines.push(`- [${entry.title}](${absoluteUrl(site.url, `/${markdownFileOf(entry.route)}`)})${entry.description ? `: ${entry.description}` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * `/llms-full.txt`: the pages llms.txt lists, in its order, each page's Markdown in full (without
 * its front matter) under a comment naming its URL, headed by its `# title` when it has none.
 */
export function llmsFullTxt(site: { title: string; url: string; trailingSlash?: true }, sections: { entries: LlmsEntry[] }[], summary: string, markdownOf: (route: string) => string | undefined): string {
  const parts = [`# ${site.title}`];
  const quote = summary.replace(/\s+/g, ' ').trim();
  if (quote) parts.push(`> ${quote}`);
  for (const section of sections) {
    for (const entry of section.entries) {
      const markdown = markdownOf(entry.route);
      if (markdown === undefined) continue;
      const body = markdown.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '').trim();
      const heading = /^#\s/.test(body) ? '' : `# ${entry.title}\n\n`;
      parts.push(`<!-- ${absoluteUrl(site.url, routeAddress(entry.route, site.trailingSlash === true))} -->\n\n${heading}${body}`);
    }
  }
  return `${parts.join('\n\n')}\n`;
}
