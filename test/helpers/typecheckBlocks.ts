/**
 * Type-checks the TypeScript code samples of the documentation.
 *
 * Every ```ts / ```tsx block of a page (unless its meta contains `nocheck`) is written to a temporary
 * directory as a module of its own, and all of them are compiled together in one TypeScript program,
 * next to the declarations of `@react-native-documents/picker`, `@react-native-documents/viewer` and
 * a small `react-native` stub (test/types/*.d.ts). React's types come from @types/react.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import { visit } from 'unist-util-visit'
import type { Code, Root } from 'mdast'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The declaration files every checked block is compiled against. */
export const declarationFiles = ['picker.d.ts', 'viewer.d.ts', 'react-native.d.ts'].map((name) =>
  path.join(repoRoot, 'test/types', name),
)

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

export type CheckOptions = {
  /**
   * Compile with `exactOptionalPropertyTypes` too, as many apps do: an optional property then
   * refuses an explicit `undefined`.
   */
  exactOptionalPropertyTypes?: boolean
}

function compilerOptions({ exactOptionalPropertyTypes = false }: CheckOptions): ts.CompilerOptions {
  const reactTypes = path.join(repoRoot, 'node_modules/@types/react')
  return {
    strict: true,
    exactOptionalPropertyTypes,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    // React Native provides console, fetch, timers, FormData…; the DOM library is the closest match.
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    noEmit: true,
    skipLibCheck: true,
    types: [],
    // A block without import/export is still its own module, so blocks never share globals.
    moduleDetection: ts.ModuleDetectionKind.Force,
    // The blocks live in a temporary directory outside the repository, where `react` would not be
    // found by walking up to a node_modules folder.
    paths: {
      react: [path.join(reactTypes, 'index.d.ts')],
      'react/*': [path.join(reactTypes, '*')],
    },
  }
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
export function typecheckBlocks(blocks: readonly CodeBlock[], options: CheckOptions = {}): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-code-blocks-'))
  try {
    const blocksByPath = new Map<string, CodeBlock>()
    blocks.forEach((block, index) => {
      const stem = block.file.replace(/\.md$/, '').replace(/[^A-Za-z0-9]+/g, '_')
      const fileName = path.join(dir, `${stem}_L${block.line}_${index}.${block.lang}`)
      mkdirSync(path.dirname(fileName), { recursive: true })
      writeFileSync(fileName, block.code)
      blocksByPath.set(path.resolve(fileName), block)
    })
    const program = ts.createProgram({
      rootNames: [...declarationFiles, ...blocksByPath.keys()],
      options: compilerOptions(options),
    })
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => formatDiagnostic(diagnostic, blocksByPath))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
