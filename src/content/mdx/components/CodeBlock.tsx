import { Children, isValidElement, type ReactNode } from 'react';
import CodeBlockElement from '../docusaurus/codeBlock/CodeBlockElement.js';
import CodeBlockString from '../docusaurus/codeBlock/CodeBlockString.js';
import { useHasParts, usePart } from '../docusaurus/codeBlock/codeBlockParts.js';

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
 * `@theme/CodeBlock`: on a site that swizzles a part of it (`src/theme/CodeBlock/Layout`…, see
 * codeBlockParts), Docusaurus's structure, each part the site's or docsgen's: text children go to
 * `Content/String`, elements to `Content/Element`. Else docsgen's block (see DocsgenCodeBlock).
 */
export function CodeBlock(props: CodeBlockProps) {
  const hasParts = useHasParts();
  const children = textOf(props.children);
  const text = typeof children === 'string';
  const Content = usePart<CodeBlockProps & { children: never }>(text ? 'CodeBlock/Content/String' : 'CodeBlock/Content/Element', (text ? CodeBlockString : CodeBlockElement) as never);
  if (!hasParts) return <DocsgenCodeBlock {...props} />;
  const { children: _children, ...rest } = props;
  return <Content {...rest}>{children as never}</Content>;
}

/** The children as one string when they are only text (so the block can be highlighted and copied), else as given. */
function textOf(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * A code block written as a component: rendered as the `pre > code` a Markdown fence becomes, with
 * the fence's options, so the build highlights it and the theme adds its title and copy button.
 */
function DocsgenCodeBlock({ children, language, className, title, showLineNumbers, metastring }: CodeBlockProps) {
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
