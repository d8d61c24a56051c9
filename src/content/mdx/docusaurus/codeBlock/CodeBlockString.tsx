import type { ReactNode } from 'react';
import { useThemeConfig } from '../blogPost.js';
import { createCodeBlockMetadata } from './codeBlockMetadata.js';
import { CodeBlockContextProvider } from './CodeBlockContext.js';
import CodeBlockLayout from './CodeBlockLayout.js';
import { usePart } from './codeBlockParts.js';
import { useCodeWordWrap } from './useCodeWordWrap.js';

export interface CodeBlockProps {
  children?: ReactNode;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  language?: string;
  showLineNumbers?: boolean | number;
}

/** `@theme/CodeBlock/Content/String`: a block of text code: its metadata (with the site's prism options) and word wrap, given to the Layout part. */
export default function CodeBlockString(props: CodeBlockProps & { children: string }) {
  const prism = (useThemeConfig().prism ?? {}) as { magicComments?: unknown; defaultLanguage?: string };
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  const Layout = usePart('CodeBlock/Layout', CodeBlockLayout);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Layout />
    </CodeBlockContextProvider>
  );
}
