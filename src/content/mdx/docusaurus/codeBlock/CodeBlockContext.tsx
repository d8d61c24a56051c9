import { createContext, useContext, type ReactNode } from 'react';
import type { CodeBlockMetadata } from './codeBlockMetadata.js';
import type { WordWrap } from './useCodeWordWrap.js';

interface CodeBlockContextValue {
  metadata: CodeBlockMetadata;
  wordWrap: WordWrap;
}

const CodeBlockContext = createContext<CodeBlockContextValue | null>(null);

/** `CodeBlockContextProvider` of `@docusaurus/theme-common/internal`: the block's metadata and word wrap for its parts. */
export function CodeBlockContextProvider({ metadata, wordWrap, children }: CodeBlockContextValue & { children: ReactNode }) {
  return <CodeBlockContext.Provider value={{ metadata, wordWrap }}>{children}</CodeBlockContext.Provider>;
}

/** `useCodeBlockContext()`: what the nearest CodeBlockContextProvider gives; outside one, an error (as in Docusaurus). */
export function useCodeBlockContext(): CodeBlockContextValue {
  const value = useContext(CodeBlockContext);
  if (!value) throw new Error('useCodeBlockContext() is used outside a CodeBlockContextProvider (a code block part rendered on its own)');
  return value;
}
