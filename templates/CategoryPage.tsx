import { DocCard } from './DocCard.js';
import { DocLayout } from './DocLayout.js';
import type { PageProps } from 'docsgen/theme';

/** The generated index of a sidebar category: one card per item. */
export default function CategoryPage({ site, page }: PageProps) {
  return (
    <DocLayout site={site} page={page}>
      <h1 className="doc__title" tabIndex={-1}>
        {page.title}
      </h1>
      {page.description ? <p className="category__description">{page.description}</p> : null}
      <ul className="cards">
        {(page.cards ?? []).map((card) => (
          <li key={card.href} className="card">
            <DocCard card={card} />
          </li>
        ))}
      </ul>
    </DocLayout>
  );
}
