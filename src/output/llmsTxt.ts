import { absoluteUrl } from '../routes/absoluteUrl.js';
import { markdownFileOf, withBase } from '../shared/paths.js';

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
export function llmsTxt(site: { title: string; tagline: string; url: string; baseUrl?: string }, sections: { name: string; entries: LlmsEntry[] }[], summary = site.tagline): string {
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
