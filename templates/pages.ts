import CategoryPage from './CategoryPage.js';
import DocPage from './DocPage.js';
import Landing from './Landing.js';
import MarkdownPage from './MarkdownPage.js';
import NotFound from './NotFound.js';

/** Page components by kind, for the server. The browser loads each as its own chunk. */
export const pages = { doc: DocPage, category: CategoryPage, landing: Landing, page: MarkdownPage, notFound: NotFound };
