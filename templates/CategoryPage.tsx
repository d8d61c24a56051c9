import { Breadcrumbs } from './Breadcrumbs.js';
import type { PageProps } from './pageProps.js';
import { Pagination } from './Pagination.js';
import { Sidebar } from './Sidebar.js';

/** The generated index of a sidebar category: one card per item. */
export default function CategoryPage({ page }: PageProps) {
  return (
    <div className="doc-layout">
      {page.sidebar ? <Sidebar items={page.sidebar} currentPath={page.path} /> : null}
      <div className="doc-main">
        <article className="doc">
          {page.breadcrumbs ? <Breadcrumbs crumbs={page.breadcrumbs} current={page.title} /> : null}
          <h1 className="doc__title" tabIndex={-1}>
            {page.title}
          </h1>
          {page.description ? <p className="category__description">{page.description}</p> : null}
          <ul className="cards">
            {(page.cards ?? []).map((card) => (
              <li key={card.href} className="card">
                <a className="card__link" href={card.href}>
                  <span className="card__title">{card.label}</span>
                  {card.description ? <span className="card__description">{card.description}</span> : null}
                </a>
              </li>
            ))}
          </ul>
          <Pagination prev={page.prev} next={page.next} />
        </article>
      </div>
    </div>
  );
}
