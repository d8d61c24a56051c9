/** A heading of the table of contents as Docusaurus's TOC gets it: `value` is its HTML. */
interface TOCItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCItemsProps {
  toc: readonly TOCItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  linkActiveClassName?: string;
}

interface Node extends TOCItem {
  children: Node[];
}

/** The headings from `min` to `max` level as a tree: each under the nearest shallower one before it. */
function treeOf(toc: readonly TOCItem[], min: number, max: number): Node[] {
  const roots: Node[] = [];
  const open: Node[] = [];
  for (const item of toc) {
    if (item.level < min || item.level > max) continue;
    const node: Node = { ...item, children: [] };
    while (open.length > 0 && open[open.length - 1]!.level >= item.level) open.pop();
    (open.length > 0 ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

function List({ nodes, className, linkClassName }: { nodes: Node[]; className?: string; linkClassName: string | undefined }) {
  if (nodes.length === 0) return null;
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={linkClassName} dangerouslySetInnerHTML={{ __html: node.value }} />
          <List nodes={node.children} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `@theme/TOCItems`, which an ejected TOC renders: the page's headings as nested lists, from
 * `minHeadingLevel` (2) to `maxHeadingLevel` (3), in Infima's classes unless told otherwise.
 * Given to a swizzled TOC (see docusaurusSwizzles); the active heading is not highlighted.
 */
export default function TOCItems({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className = 'table-of-contents table-of-contents__left-border', linkClassName = 'table-of-contents__link' }: TOCItemsProps) {
  return <List nodes={treeOf(toc, minHeadingLevel, maxHeadingLevel)} className={className} linkClassName={linkClassName ?? undefined} />;
}
