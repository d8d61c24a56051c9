/**
 * `<BrowserOnly>` written in an MDX file (Docusaurus's `@docusaurus/BrowserOnly`): its children
 * are a function of the page, which no props could carry to the browser. Each such element
 * becomes a module of its own, `page.mdx?browser-only=N`: the page's imports it uses and the
 * element, as the default export. The page renders it in place of the element, as an island (see
 * bundleMdx): the build writes the fallback, the browser hydrates it and calls the children. A
 * page without one is left as it was, so it ships no more JavaScript. (Its own module: the client
 * bundle tests ids against it without loading the MDX compiler, see browserOnlyIslands.)
 */
export const BROWSER_ONLY_MODULE = /\?browser-only=(\d+)$/;
