import type { ComponentPropsWithoutRef } from 'react';

type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/**
 * A highlighted code block (tokens come from the build's highlighter) with its title and a copy
 * button; the browser bundle handles the button by event delegation.
 */
export function CodeBlock({ children, className, ...rest }: PreProps) {
  const title = rest['data-title'];
  const language = rest['data-language'];
  return (
    <div className={title ? 'code-block code-block--titled' : 'code-block'}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre className={className} {...rest}>
          {children}
        </pre>
        <button type="button" className="code-block__copy" aria-label="Copy code to clipboard" title="Copy" data-copy-code="">
          <span className="code-block__copy-label">Copy</span>
        </button>
        {language && !title ? <span className="code-block__lang" aria-hidden="true">{language}</span> : null}
      </div>
    </div>
  );
}
