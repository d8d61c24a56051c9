import type { ComponentPropsWithoutRef } from 'react';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Markdown headings get a '#' link to themselves (hover to see it). */
export function heading(Tag: HeadingTag) {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<'h2'>) {
    return (
      <Tag id={id} className="anchor" {...rest}>
        {children}
        {id ? (
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to this section`}>
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}
