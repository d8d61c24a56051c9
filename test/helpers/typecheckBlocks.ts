/**
 * Type-checks the TypeScript code samples of the documentation against the libraries they document.
 *
 * Every ```ts / ```tsx block of a page (unless its meta contains `nocheck`) is written as a module of
 * its own into a scratch folder under node_modules/.cache, and all of them are compiled together in
 * one TypeScript program. From there the imports resolve like in an app: `@react-native-documents/picker`
 * 12.0.2, `@react-native-documents/viewer` 4.0.1 and `react-native` are the published packages
 * (devDependencies), each read through its own package.json `exports`/`types`.
 *
 * React: react-native (and so the picker) needs React 19, while docsgen itself renders with React 18.
 * The samples therefore see React 19's declarations (the `react19-types` alias of @types/react@19),
 * mapped with `paths`, which also applies to the `import … from 'react'` inside react-native's own
 * declarations. (package.json `overrides` lets react-native's React 19 peer be met by the React 18
 * that docsgen installs; only types are used here, nothing runs.)
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import { visit } from 'unist-util-visit'
import type { Code, Root } from 'mdast'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type CodeBlock = {
  /** The page, relative to the repository root, e.g. `content/docs/install.md`. */
  file: string
  /** 1-based line of the block's opening fence in the page. */
  line: number
  lang: 'ts' | 'tsx'
  code: string
}

const checkedLangs = new Set(['ts', 'tsx'])

/** The ts/tsx blocks of one Markdown page that are meant to compile (meta without `nocheck`). */
export function extractCodeBlocks(markdown: string, file: string): CodeBlock[] {
  const tree = unified().use(remarkParse).parse(markdown) as Root
  const blocks: CodeBlock[] = []
  visit(tree, 'code', (node: Code) => {
    if (!node.lang || !checkedLangs.has(node.lang)) return
    if (node.meta && /(^|\s)nocheck(\s|$)/.test(node.meta)) return
    blocks.push({
      file,
      line: node.position?.start.line ?? 0,
      lang: node.lang as CodeBlock['lang'],
      code: node.value,
    })
  })
  return blocks
}

/** Every page under `dir` (recursively), as absolute paths in a stable order. */
export function listMarkdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

const react19Types = path.join(repoRoot, 'node_modules/react19-types')

/** The settings of a strict React Native app, plus the two checks many apps add. */
export const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  // No DOM: react-native's declarations bring the globals an app has (console, fetch, timers…).
  lib: ['lib.es2022.d.ts'],
  types: ['react-native'],
  noEmit: true,
  skipLibCheck: true,
  // A block without import/export is still its own module, so blocks never share globals.
  moduleDetection: ts.ModuleDetectionKind.Force,
  paths: {
    react: [path.join(react19Types, 'index.d.ts')],
    'react/*': [path.join(react19Types, '*')],
  },
}

function formatDiagnostic(diagnostic: ts.Diagnostic, blocksByPath: Map<string, CodeBlock>): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
  const text = `TS${diagnostic.code}: ${message}`
  const { file, start } = diagnostic
  if (!file) return `(program): ${text}`
  const lineInFile =
    start === undefined ? undefined : file.getLineAndCharacterOfPosition(start).line + 1
  const block = blocksByPath.get(path.resolve(file.fileName))
  if (!block) {
    const where = path.relative(repoRoot, file.fileName)
    return `${where}${lineInFile === undefined ? '' : `:${lineInFile}`}: ${text}`
  }
  const inBlock = lineInFile === undefined ? '' : ` (block line ${lineInFile})`
  return `${block.file}:${block.line}: TS${diagnostic.code}${inBlock}: ${message}`
}

/**
 * Compiles all `blocks` in one program and returns its diagnostics, each formatted as
 * `<page>:<line of the block>: TS<code> (block line N): <message>`. Empty when all compile.
 */
export function typecheckBlocks(blocks: readonly CodeBlock[]): string[] {
  // Inside the repository, so that the packages resolve from node_modules as they would in an app.
  const cache = path.join(repoRoot, 'node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(path.join(cache, 'docs-code-blocks-'))
  try {
    const blocksByPath = new Map<string, CodeBlock>()
    blocks.forEach((block, index) => {
      const stem = block.file.replace(/\.md$/, '').replace(/[^A-Za-z0-9]+/g, '_')
      const fileName = path.join(dir, `${stem}_L${block.line}_${index}.${block.lang}`)
      writeFileSync(fileName, block.code)
      blocksByPath.set(path.resolve(fileName), block)
    })
    const program = ts.createProgram({ rootNames: [...blocksByPath.keys()], options: compilerOptions })
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => formatDiagnostic(diagnostic, blocksByPath))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
