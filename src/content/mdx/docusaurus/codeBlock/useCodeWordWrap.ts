import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** What `useCodeWordWrap()` gives a code block: the `pre`'s ref, whether its lines wrap, whether they scroll, the toggle. */
export interface WordWrap {
  codeBlockRef: RefObject<HTMLPreElement>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

/**
 * `useCodeWordWrap` of `@docusaurus/theme-common/internal`: `toggle()` wraps the block's long lines
 * (its `code` gets `white-space: pre-wrap`) or unwraps them; `isCodeScrollable` says whether the
 * lines are wider than the block (looked at after each render and when the window is resized),
 * so a word wrap button shows only where it does something.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      if (isEnabled) code.style.removeProperty('white-space');
      else code.style.whiteSpace = 'pre-wrap';
      if (isEnabled) code.style.removeProperty('overflow-wrap');
      else code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);
  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.style.whiteSpace === 'pre-wrap');
  }, []);
  useEffect(measure, [isEnabled, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
