import { Children, type ReactNode } from 'react';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  /** `language-js` also names the language, as a Markdown fence's class does. */
  className?: string;
  title?: string;
  showLineNumbers?: boolean;
  /** The rest of a fence's info string: `{1,3-4}`, `showLineNumbers`. */
  metastring?: string;
}

/**
 * A code block written as a component: rendered as the `pre > code` a Markdown fence becomes, with
 * the fence's options, so the build highlights it and the theme adds its title and copy button.
 */
export function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: CodeBlockProps) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const meta = [title === undefined ? '' : `title=${JSON.stringify(title)}`, showLineNumbers ? 'showLineNumbers' : '', metastring ?? '']
    .filter(Boolean)
    .join(' ');
  const text = Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
  return (
    <pre>
      <code className={lang ? `language-${lang}` : undefined} data-meta={meta || undefined}>
        {text.replace(/\n$/, '')}
      </code>
    </pre>
  );
}
