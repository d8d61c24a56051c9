import { describe, it, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  extractCodeBlocks,
  listMarkdownFiles,
  repoRoot,
  typecheckBlocks,
  type CodeBlock,
} from './helpers/typecheckBlocks'

const docsDir = path.join(repoRoot, 'content/docs')

const pages = listMarkdownFiles(docsDir).map((absolute) => {
  const file = path.relative(repoRoot, absolute).split(path.sep).join('/')
  const source = readFileSync(absolute, 'utf8')
  return { file, source, blocks: extractCodeBlocks(source, file) }
})

// An independent, line-based look for opening fences such as ```tsx title="App.tsx" (without
// `nocheck`), so that a block the Markdown parser missed cannot go unchecked unnoticed.
const tsFence = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*tsx?(?=[ \t{]|$)(.*)$/gm
const hasCheckableFence = (source: string) =>
  [...source.matchAll(tsFence)].some(([, meta]) => !/(^|\s)nocheck(\s|$)/.test(meta ?? ''))

describe('TypeScript code blocks in content/docs', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(0)
  })

  it('checks at least one block of every page that has ts/tsx blocks', () => {
    const missed = pages
      .filter((page) => hasCheckableFence(page.source) && page.blocks.length === 0)
      .map((page) => page.file)
    expect(missed, `pages whose ts/tsx blocks were not extracted:\n${missed.join('\n')}`).toEqual(
      [],
    )
  })

  it.each([false, true])(
    'type-checks every block against the libraries’ API (exactOptionalPropertyTypes: %s)',
    (exactOptionalPropertyTypes) => {
      const blocks = pages.flatMap((page) => page.blocks)
      expect(blocks.length).toBeGreaterThan(0)
      const diagnostics = typecheckBlocks(blocks, { exactOptionalPropertyTypes })
      expect(
        diagnostics,
        `${diagnostics.length} type error(s) in code blocks:\n${diagnostics.join('\n')}`,
      ).toEqual([])
    },
    120_000,
  )

  it('with exactOptionalPropertyTypes, refuses undefined for an optional option', () => {
    const block: CodeBlock = {
      file: 'content/docs/fixture.md',
      line: 3,
      lang: 'ts',
      code: [
        "import { viewDocument } from '@react-native-documents/viewer'",
        '',
        'export function show(uri: string, type: string | null) {',
        '  return viewDocument({ uri, mimeType: type ?? undefined })',
        '}',
      ].join('\n'),
    }
    expect(typecheckBlocks([block])).toEqual([])
    const diagnostics = typecheckBlocks([block], { exactOptionalPropertyTypes: true })
    expect(diagnostics.join('\n')).toMatch(/^content\/docs\/fixture\.md:3: TS\d+ \(block line 4\): /)
  }, 120_000)

  it('reports a block that does not compile', () => {
    const wrong: CodeBlock = {
      file: 'content/docs/fixture.md',
      line: 7,
      lang: 'ts',
      code: [
        "import { pick } from '@react-native-documents/picker'",
        '',
        'export async function pickSeveral() {',
        '  return pick({ allowMultiple: true })',
        '}',
      ].join('\n'),
    }
    const diagnostics = typecheckBlocks([wrong])
    expect(diagnostics.length).toBeGreaterThan(0)
    expect(diagnostics[0]).toMatch(/^content\/docs\/fixture\.md:7: TS\d+ \(block line 4\): /)
    expect(diagnostics.join('\n')).toContain('allowMultiple')
  }, 120_000)
})
