// rtlcss ships no types: the one function docsgen calls (see rtlCss.ts).
declare module 'rtlcss' {
  const rtlcss: { process(css: string, options?: Record<string, unknown>): string };
  export default rtlcss;
}
