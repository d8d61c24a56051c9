import type { Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';

/** GFM's link-literal transform: every text node of the tree, through four regular expressions. */
const [linkLiterals] = gfmAutolinkLiteralFromMarkdown().transforms as [(tree: Root) => void];

/**
 * What a text node needs for GFM's link literals to find anything in it: `http://`, `https://` or
 * `www.` (any case), or an `@` (e-mail, `mailto:`, `xmpp:`). A text node holds the source's
 * characters but for a backslash before punctuation (`www\.`, `http\://`), which it drops, and
 * character references (`&#64;`, `&commat;`), which it decodes to anything: those count as a
 * maybe. False means that no text node of the page can hold a link literal.
 */
const MAY_LINK = /@|www\\?\.|https?\\?:\\?\/\\?\/|&(?:#|[a-z\d]+;)/i;

export function mayHaveLinkLiterals(source: string): boolean {
  return MAY_LINK.test(source);
}

/**
 * remark-gfm, with its link literals run on the pages whose source can have one. remark-gfm runs
 * them in the parser, on every text node of every page (a realistic page's tree walked with four
 * regular expressions: 4.4% of a page worker's CPU on the 1,000-page site, none of whose pages has
 * one); here the parser leaves them out and the same transform runs as the first transformer, on
 * the whole tree (parsed in pieces or not: the nodes it makes have no positions to shift), when
 * mayHaveLinkLiterals says the source can have one. Nothing between the parser and it reads the
 * tree (remarkNestingLimit checks it in the parser, before).
 */
export function remarkGfmLinkLiterals(this: Processor) {
  remarkGfm.call(this as never);
  let found = 0;
  for (const extension of (this.data().fromMarkdownExtensions ?? []).flat(Infinity) as { transforms?: unknown[] }[]) {
    if (!extension.transforms?.includes(linkLiterals)) continue;
    extension.transforms = extension.transforms.filter((transform) => transform !== linkLiterals);
    found++;
  }
  // remark-gfm with a link-literal transform of its own (another copy of the package): fail here, not by making every link literal twice or never.
  if (found !== 1) throw new Error(`remark-gfm's link-literal transform was found ${found} times, not once (docsgen expects the one of mdast-util-gfm-autolink-literal it imports)`);
  return (tree: Root, file: VFile) => {
    if (mayHaveLinkLiterals(String(file.value))) linkLiterals(tree);
  };
}
