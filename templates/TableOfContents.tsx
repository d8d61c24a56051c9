import { useThemeMessage, type TocEntry } from 'docsgen/theme';
import { useActiveHeading } from './hooks/useActiveHeading.js';

interface TableOfContentsProps {
  toc: TocEntry[];
  /** `aside` (the default) on wide screens; `collapsible` above the content on narrow ones (see TocCollapsible). */
  variant?: 'aside' | 'collapsible';
}

/**
 * With Docusaurus's theme class names beside docsgen's (`theme-doc-toc-desktop`, `theme-doc-toc-mobile`),
 * which a site's CSS and client modules select (a "copy page" button goes at the top of the wide one).
 */
export function TableOfContents({ toc, variant }: TableOfContentsProps) {
  // The section the reader is at, marked while the page scrolls (`toc__link--active`).
  const active = useActiveHeading(toc.map((entry) => entry.id));
  const title = useThemeMessage('theme.TOCCollapsible.toggleButtonLabel');
  if (toc.length === 0) return null;
  const minDepth = Math.min(...toc.map((entry) => entry.depth));
  const list = (
    <ul className="toc__list">
      {toc.map((entry) => {
        const className = entry.id === active ? 'toc__link toc__link--active' : 'toc__link';
        return (
          <li key={entry.id} className={`toc__item toc__item--depth-${entry.depth - minDepth}`}>
            {/* `html`: the heading's inline code and emphasis, built from its escaped text (see headingHtml). */}
            {entry.html !== undefined ? (
              <a className={className} href={`#${entry.id}`} dangerouslySetInnerHTML={{ __html: entry.html }} />
            ) : (
              <a className={className} href={`#${entry.id}`}>
                {entry.text}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
  if (variant === 'collapsible') {
    return (
      <details className="toc toc--collapsible theme-doc-toc-mobile">
        <summary>{title}</summary>
        {list}
      </details>
    );
  }
  return (
    <nav className="toc toc--aside theme-doc-toc-desktop" aria-label={title}>
      <p className="toc__title">{title}</p>
      {list}
    </nav>
  );
}
