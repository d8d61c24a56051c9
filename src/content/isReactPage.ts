/** A site's React page: a script file of src/pages (Docusaurus's layout), not a Markdown one. */
export const REACT_PAGE_FILE = /\.(?:js|jsx|ts|tsx)$/;

export function isReactPage(doc: { sourcePath: string }): boolean {
  return REACT_PAGE_FILE.test(doc.sourcePath);
}
