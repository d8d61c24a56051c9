/**
 * Markup standing for a component's source, for infimaCss, which keeps the Infima rules whose
 * classes and elements a page's HTML names: the source's JSX tags, and every word of its quoted
 * strings as a class. A superset of what the component can render (`className="row"`,
 * `clsx('col', 'col--6')`), known before any page is rendered.
 */
export function sourceMarkup(source: string): string {
  const words = [...source.matchAll(/(["'`])((?:(?!\1)[^\\\n])*)\1/g)].map((match) => match[2]!.replace(/["<>]/g, ' '));
  const tags = [...source.matchAll(/<([a-z][a-z0-9]*)[\s>/]/g)].map((match) => `<${match[1]}>`);
  return `<x class="${words.join(' ')}"></x>${tags.join('')}`;
}
