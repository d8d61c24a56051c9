/** The class names given, without empty ones, once each, space-separated (Docusaurus's parts use clsx alike). */
export function classNames(...names: (string | false | null | undefined)[]): string | undefined {
  const kept = names.flatMap((name) => (name ? name.split(/\s+/) : [])).filter((name, index, all) => name && all.indexOf(name) === index);
  return kept.length ? kept.join(' ') : undefined;
}
