import type { ComponentPropsWithoutRef } from 'react';

type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/**
 * A highlighted code block (tokens come from the build's highlighter) with its title; the stylesheet
 * draws the language badge from the pre's data-language. The browser
 * bundle adds the copy button to `.code-block__body` (addCopyButtons) and handles it by event
 * delegation.
 */
export function CodeBlock({ children, className, ...rest }: PreProps) {
  const title = rest['data-title'];
  return (
    <div className={title ? 'code-block code-block--titled' : 'code-block'}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre className={className} {...rest}>
          {children}
        </pre>
      </div>
    </div>
  );
}
