import { beforeAll, describe, it, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { extractCodeBlocks, listMarkdownFiles, repoRoot, typecheckBlocks } from '../helpers/typecheckBlocks'

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

/**
 * Pages with one deliberately wrong sample each. They are compiled in the same program as the real
 * pages, so each one proves that the check of the real pages fails on that kind of mistake.
 */
const wrongPages = [
  {
    why: 'an option the picker does not have',
    expected: /TS2353 \(block line 3\): Object literal may only specify known properties, and 'allowMultiple'/,
    code: ["import { pick } from '@react-native-documents/picker'", '', 'export const picked = pick({ allowMultiple: true })'],
  },
  {
    why: 'a function the picker no longer exports',
    expected: /TS2305 \(block line 1\): Module '"@react-native-documents\/picker"' has no exported member 'pickSingle'/,
    code: ["import { pickSingle } from '@react-native-documents/picker'", '', 'export const picked = pickSingle()'],
  },
  {
    why: 'an error code the viewer does not have',
    expected: /TS2339 \(block line 3\): Property 'OPERATION_CANCELED' does not exist/,
    code: ["import { errorCodes } from '@react-native-documents/viewer'", '', 'export const code = errorCodes.OPERATION_CANCELED'],
  },
  {
    why: 'a presentation style outside ModalPropsIOS (proves react-native’s own types are read)',
    expected: /TS2322 \(block line 3\): Type '"automatic"' is not assignable to type 'PresentationStyle'/,
    code: ["import { pick } from '@react-native-documents/picker'", '', "export const picked = pick({ presentationStyle: 'automatic' })"],
  },
  {
    why: 'an unchecked index (noUncheckedIndexedAccess)',
    expected: /TS2532 \(block line 4\): Object is possibly 'undefined'/,
    code: [
      "import { pick } from '@react-native-documents/picker'",
      '',
      'const files = await pick({ allowMultiSelection: true })',
      'export const second = files[1].uri',
    ],
  },
  {
    why: 'undefined for an optional option (exactOptionalPropertyTypes)',
    expected: /TS2379 \(block line 4\): .*'exactOptionalPropertyTypes: true'/,
    code: [
      "import { viewDocument } from '@react-native-documents/viewer'",
      '',
      'export const show = (uri: string, type: string | null) =>',
      '  viewDocument({ uri, mimeType: type ?? undefined })',
    ],
  },
  {
    why: 'useRef without an initial value (proves React 19’s types are read)',
    expected: /TS2554 \(block line 3\): Expected 1 arguments, but got 0/,
    code: ["import { useRef } from 'react'", '', 'export const useName = () => useRef<string>()'],
  },
].map((wrong, index) => {
  const file = `wrong-samples/sample-${index + 1}.md`
  const markdown = ['```ts', ...wrong.code, '```', ''].join('\n')
  return { ...wrong, file, blocks: extractCodeBlocks(markdown, file) }
})

describe('TypeScript code blocks in content/docs', () => {
  // One program for every block of every page plus the wrong samples.
  let diagnostics: string[] = []
  beforeAll(() => {
    diagnostics = typecheckBlocks([...pages, ...wrongPages].flatMap((page) => page.blocks))
  }, 180_000)

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.flatMap((page) => page.blocks).length).toBeGreaterThan(0)
  })

  it('checks at least one block of every page that has ts/tsx blocks', () => {
    const missed = pages
      .filter((page) => hasCheckableFence(page.source) && page.blocks.length === 0)
      .map((page) => page.file)
    expect(missed, `pages whose ts/tsx blocks were not extracted:\n${missed.join('\n')}`).toEqual([])
  })

  it('compiles every block against the published picker, viewer and react-native declarations', () => {
    const onPages = diagnostics.filter((line) => !line.startsWith('wrong-samples/'))
    expect(onPages, `${onPages.length} type error(s) in code blocks:\n${onPages.join('\n')}`).toEqual([])
  })

  it.each(wrongPages)('fails a deliberately wrong sample: $why', ({ file, blocks, expected }) => {
    expect(blocks).toHaveLength(1)
    const found = diagnostics.filter((line) => line.startsWith(`${file}:1: `))
    expect(found, diagnostics.join('\n')).toHaveLength(1)
    expect(found[0]).toMatch(expected)
  })
})
