export interface LlmsEntry {
  title: string;
  route: string;
  description: string;
}

/** `/llms.txt`: the site in one Markdown list, each page linking to its Markdown source. */
export function llmsTxt(site: { title: string; tagline: string; url: string }, sections: { name: string; entries: LlmsEntry[] }[]): string {
  const base = site.url.replace(/\/$/, '');
  const lines = [`# ${site.title}`, '', `> ${site.tagline}`, ''];
  lines.push('Each page is also available as Markdown: append `.md` to its URL.', '');
  for (const section of sections) {
    if (section.entries.length === 0) continue;
    lines.push(`## ${section.name}`, '');
    for (const entry of section.entries) lines.push(`- [${entry.title}](${base}${entry.route}.md): ${entry.description}`);
    lines.push('');
  }
  return lines.join('\n');
}
