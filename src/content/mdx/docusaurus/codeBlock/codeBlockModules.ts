import { CodeBlockContextProvider, useCodeBlockContext } from './CodeBlockContext.js';
import { containsLineNumbers, createCodeBlockMetadata, getLineNumbersStart, parseCodeBlockTitle, parseLanguage, parseLines } from './codeBlockMetadata.js';
import { useCodeWordWrap } from './useCodeWordWrap.js';
import CodeBlockButton from './CodeBlockButton.js';
import CodeBlockButtons from './CodeBlockButtons.js';
import CodeBlockContainer from './CodeBlockContainer.js';
import CodeBlockContent from './CodeBlockContent.js';
import CodeBlockCopyButton from './CodeBlockCopyButton.js';
import CodeBlockElement from './CodeBlockElement.js';
import CodeBlockLayout from './CodeBlockLayout.js';
import CodeBlockLine from './CodeBlockLine.js';
import CodeBlockLineToken from './CodeBlockLineToken.js';
import CodeBlockString from './CodeBlockString.js';
import CodeBlockTitle from './CodeBlockTitle.js';
import CodeBlockWordWrapButton from './CodeBlockWordWrapButton.js';
import IconWordWrap from './IconWordWrap.js';

/**
 * The code block's modules docsgen provides (see codeBlockParts): its parts under `@theme/CodeBlock/*`
 * and the hooks a swizzled part reads from `@docusaurus/theme-common/internal`. Apart from
 * docusaurusModules so that a browser bundle takes them only where a site's code block needs them.
 */
export const codeBlockModules: Record<string, Record<string, unknown>> = {
  '@docusaurus/theme-common/internal': {
    CodeBlockContextProvider,
    useCodeBlockContext,
    createCodeBlockMetadata,
    useCodeWordWrap,
    parseCodeBlockTitle,
    parseLanguage,
    parseLines,
    containsLineNumbers,
    getLineNumbersStart,
  },
  '@theme/Icon/WordWrap': { default: IconWordWrap },
  '@theme/CodeBlock/Container': { default: CodeBlockContainer },
  '@theme/CodeBlock/Title': { default: CodeBlockTitle },
  '@theme/CodeBlock/Content': { default: CodeBlockContent },
  '@theme/CodeBlock/Content/String': { default: CodeBlockString },
  '@theme/CodeBlock/Content/Element': { default: CodeBlockElement },
  '@theme/CodeBlock/Layout': { default: CodeBlockLayout },
  '@theme/CodeBlock/Line': { default: CodeBlockLine },
  '@theme/CodeBlock/Line/Token': { default: CodeBlockLineToken },
  '@theme/CodeBlock/Buttons': { default: CodeBlockButtons },
  '@theme/CodeBlock/Buttons/Button': { default: CodeBlockButton },
  '@theme/CodeBlock/Buttons/CopyButton': { default: CodeBlockCopyButton },
  '@theme/CodeBlock/Buttons/WordWrapButton': { default: CodeBlockWordWrapButton },
};
