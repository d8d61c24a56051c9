import { DocLayout } from './DocLayout.js';
import { useBaseUrlUtils, type PageProps } from 'docsgen/theme';

/** The generated index of a sidebar category: one card per item. */
export default function CategoryPage({ site, page }: PageProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <DocLayout site={site} page={page}>
      <h1 className="doc__title" tabIndex={-1}>
        {page.title}
      </h1>
      {page.description ? <p className="category__description">{page.description}</p> : null}
      <ul className="cards">
        {(page.cards ?? []).map((card) => (
          <li key={card.href} className="card">
            <a className="card__link" href={withBaseUrl(card.href)}>
              <span className="card__title">{card.label}</span>
              {card.description ? <span className="card__description">{card.description}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </DocLayout>
  );
}
