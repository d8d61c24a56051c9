import { BLOG_FRONT_MATTER_KEYS, findBlogPosts, type BlogPostEntry } from '../../content/blog/findBlogPosts.js';
import { blogFeeds } from '../../content/blog/blogFeeds.js';
import { markTruncation, splitAtTruncation } from '../../content/blog/truncate.js';
import type { BlogPost, Doc } from '../../content/types.js';
import { blogPageRoutes, type BlogWords } from '../blogPageRoutes.js';
import type { PageSource } from '../pageSource.js';
import { withTranslations } from '../../content/localizedFiles.js';
import { readAuthorsMap } from '../../content/blog/authors.js';
import { blogRoutes } from '../../config/blogRoutes.js';
import type { ConfigValues } from '../../config/configValues.js';
import type { BlogAuthor } from '../../shared/types.js';
import path from 'node:path';

/** What the blog source places on each post (PagePlace.data): the post's entry without its file and warnings. */
type PostData = Omit<BlogPostEntry, 'file' | 'warnings' | 'fileTitle'>;

/**
 * The blog (config `blog`, Docusaurus's blog plugin): its posts, each processed like every page,
 * and the pages made of them: the paginated list, the post pages, the archive, tag and author
 * pages; the feeds are its files. Registered only for a site with a blog.
 */
export const blogSource: PageSource = {
  name: 'blog',
  kinds: ['blogList', 'blogPost', 'blogTags', 'blogArchive', 'blogAuthors'],
  stylesheets: ['blog.css'],
  content: {
    async findFiles(config, display, { dev }) {
      const found = await findBlogPosts({ ...config, blog: config.blog! }, display, dev);
      // The locale being built reads its translation of a post where it has one (its date, route and authors are the post's).
      const translated = withTranslations(found.posts.map((post) => post.file), config.paths.blogDir!, config.paths.translated?.blog);
      const byFile = new Map(found.posts.map((post, i) => [translated.files[i]!, post]));
      return {
        files: translated.files,
        ...(translated.aliases ? { aliases: translated.aliases } : {}),
        frontMatterKeys: BLOG_FRONT_MATTER_KEYS,
        // The truncation marker becomes an element the lists cut the body at.
        body: (body) => markTruncation(body).body,
        place(file) {
          const { file: _file, warnings, fileTitle, ...data } = byFile.get(file)!;
          return { id: data.route, route: data.route, data, fallbackTitle: fileTitle, rendersTitle: true, ...(warnings.length ? { warnings } : {}) };
        },
      };
    },
  },
  routes: ({ config, pages }) => blogPageRoutes(blogPosts(pages), config.blog!, mapAuthors(config), blogWords(config.i18n)),
  // As Docusaurus, a blog without posts has no feeds (and its pages' heads link none, see siteData).
  files: ({ config, pages }) => (pages.length > 0 ? blogFeeds(blogPosts(pages), config.blog!, { title: config.title, siteUrl: config.urls.siteUrl, trailingSlash: config.trailingSlash }) : []),
};

/** authors.yml's authors in its order, each with its page's route when it has one (findBlogPosts has read the file once already, and reported its problems). */
function mapAuthors(config: ConfigValues): BlogAuthor[] {
  const blog = config.blog!;
  const routes = blogRoutes(blog);
  const { authors } = readAuthorsMap(config.paths.blogDir!, blog.authorsMapPath, (file) => path.relative(config.rootDir, file));
  return [...authors.values()].map(({ page, ...author }) => (page ? { ...author, href: routes.author(page) } : author));
}

/** The blog's posts, newest first, each with its whole body and the preview the lists show. */
function blogPosts(pages: readonly Doc[]): BlogPost[] {
  const posts = pages.map((doc): BlogPost => {
    const data = doc.data as PostData;
    const { preview, full, truncated } = splitAtTruncation(doc.html);
    return { ...data, doc: { ...doc, html: full }, preview, truncated };
  });
  // Newest first; one day's posts by route, so the order does not depend on the file system.
  return posts.sort((a, b) => (a.date === b.date ? a.route.localeCompare(b.route) : a.date < b.date ? 1 : -1));
}

/** The locale's words for the blog's page titles and links (its code translations: docsgen's table, code.json over it). */
function blogWords(i18n: { currentLocale: string; localeConfigs: Record<string, { htmlLang: string }>; codeTranslations: Readonly<Record<string, string>> }): BlogWords {
  return { messages: i18n.codeTranslations, locale: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale };
}
