import type { ComponentPropsWithoutRef } from 'react';
import { useThemeMessage } from 'docsgen/theme';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * Markdown headings get a '#' link to themselves (hover to see it), named "Direct link to <heading>"
 * in the locale (`theme.common.headingLinkTitle`): the heading's text when it is plain text, else its id.
 * Like Docusaurus 3.10, the name is both aria-label and title (the hover tooltip), and translate="no"
 * keeps page-translation tools off the '#'. A heading a component rendered, or one written as JSX
 * (`data-component-heading`), is drawn as written: no anchor class, no link (Docusaurus's markup).
 */
export function heading(Tag: HeadingTag) {
  function Heading({ id, children, 'data-component-heading': own, ...rest }: ComponentPropsWithoutRef<'h2'> & { 'data-component-heading'?: string }) {
    // A heading a component rendered (or written as JSX): as written, as Docusaurus leaves it.
    if (own !== undefined)
      return (
        <Tag id={id} {...rest}>
          {children}
        </Tag>
      );
    const label = useThemeMessage('theme.common.headingLinkTitle');
    const name = typeof children === 'string' ? children : (id ?? '');
    const title = label.replace('{heading}', () => name);
    return (
      <Tag id={id} className="anchor" {...rest}>
        {children}
        {id ? (
          <a className="hash-link" href={`#${id}`} aria-label={title} title={title} translate="no">
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}
