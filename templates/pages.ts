/**
 * The theme's page layouts, the one list of page kinds: each kind a route can have (see
 * src/routes/pageSources.ts) and the theme component that renders it (a file of this folder, which
 * a site's theme folder may replace). The server render takes them from here (`docsgen:pages`, made
 * from this list) and so does the client bundle (one chunk per kind). A new kind is one line here
 * and its component.
 */
export const pageLayouts = {
  doc: 'DocPage',
  category: 'CategoryPage',
  landing: 'Landing',
  page: 'MarkdownPage',
  notFound: 'NotFound',
  react: 'ReactPage',
  blogList: 'BlogListPage',
  blogPost: 'BlogPostPage',
  blogTags: 'BlogTagsPage',
  blogArchive: 'BlogArchivePage',
  blogAuthors: 'BlogAuthorsPage',
} as const;
