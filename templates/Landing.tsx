import { useBaseUrlUtils, useThemeMessage, type PageProps } from 'docsgen/theme';

/** The home page: a hero with the call to action and the feature cards from site.config.ts. */
export default function Landing({ site }: PageProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <div className="landing">
      <header className="hero">
        <div className="hero__inner">
          <h1 className="hero__title" tabIndex={-1}>
            {site.title}
          </h1>
          <p className="hero__tagline">{site.tagline}</p>
          {site.heroCta ? (
            <a className="button button--hero" href={withBaseUrl(site.heroCta.href)}>
              {site.heroCta.label}
            </a>
          ) : null}
        </div>
      </header>
      <section className="features" aria-label={useThemeMessage('theme.Landing.featuresAriaLabel')}>
        {site.features.map((feature) => (
          <div key={feature.title} className="feature">
            <h2 className="feature__title">{feature.title}</h2>
            <p className="feature__body">{feature.body}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
