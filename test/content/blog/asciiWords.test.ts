import { describe, expect, it } from 'vitest';
import { asciiWords } from '../../../src/content/blog/asciiWords.js';

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
function segmentedWords(text: string): number {
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
  return words;
}

/** Characters of every kind the rules tell apart, and a few of the kind they do not. */
const KINDS = ['a', 'Z', '7', '_', ':', '.', "'", ',', ';', '"', ' ', '\n', '\r', '\t', '\v', '\f', '-', '@', '/', '\u007f'];

describe('asciiWords', () => {
  it("counts Intl.Segmenter's word-like segments for every string of up to three characters of each kind", () => {
    const wrong: string[] = [];
    const strings = [''];
    for (let length = 1; length <= 3; length++) {
      for (const prefix of strings.filter((text) => text.length === length - 1)) {
        for (const character of KINDS) {
          const text = prefix + character;
          strings.push(text);
          if (asciiWords(text) !== segmentedWords(text)) wrong.push(text);
        }
      }
    }
    expect(strings.length).toBe(1 + 20 + 400 + 8000);
    expect(wrong).toEqual([]);
  });

  it('counts as the segmenter does on random ASCII text and on prose and code', () => {
    let seed = 26;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const wrong: string[] = [];
    for (let run = 0; run < 3000; run++) {
      let text = '';
      const length = 1 + Math.floor(random() * 60);
      for (let at = 0; at < length; at++) text += random() < 0.7 ? KINDS[Math.floor(random() * KINDS.length)] : String.fromCharCode(Math.floor(random() * 128));
      if (asciiWords(text) !== segmentedWords(text)) wrong.push(text);
    }
    expect(wrong).toEqual([]);
    const prose = "It's 3.14 (e.g. v1.2.3, 1,000,000; a:b) -- don't_stop `code_here()` x__y __init__ _ 2'3 a'1 1.a\r\n";
    expect(asciiWords(prose)).toBe(segmentedWords(prose));
  });

  it('counts between start and end, and answers -1 at a character beyond ASCII', () => {
    expect(asciiWords('one two three', 4, 13)).toBe(2);
    expect(asciiWords('one two three', 0, 5)).toBe(2);
    expect(asciiWords('café au lait')).toBe(-1);
    expect(asciiWords('ascii here — then')).toBe(-1);
  });
});
