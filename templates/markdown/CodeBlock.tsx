import type { ComponentPropsWithoutRef } from 'react';

type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-title'?: string; 'data-language'?: string; 'data-code-block'?: string };

/**
 * A highlighted code block (tokens come from the build's highlighter) with its title; the stylesheet
 * draws the language badge from the pre's data-language. The browser
 * bundle adds the copy button to `.code-block__body` (addCopyButtons) and handles it by event
 * delegation. A block a site's swizzled @theme/CodeBlock framed (its pre has `data-code-block`, see
 * CodeBlockContent) is its pre alone: the site's parts drew the frame and the buttons.
 */
export function CodeBlock({ children, className, ...rest }: PreProps) {
  // The code of a block a site's swizzled @theme/CodeBlock framed itself (its Content part): the pre alone.
  if (rest['data-code-block'] !== undefined) {
    return (
      <pre className={className} {...rest}>
        {children}
      </pre>
    );
  }
  const title = rest['data-title'];
  return (
    <div className={title ? 'code-block code-block--titled' : 'code-block'}>
      {title ? <div className="code-block__title codeBlockTitle">{title}</div> : null}
      <div className="code-block__body">
        <pre className={className} {...rest}>
          {children}
        </pre>
      </div>
    </div>
  );
}
