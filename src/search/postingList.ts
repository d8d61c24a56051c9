/**
 * The sections one token occurs in, for one field, with how often: what elasticlunr keeps as a
 * `{ tf }` object per section in its tree of tokens. Here each entry is two variable-length
 * integers in a byte array (the gap to the previous section number, then the count), about two
 * bytes an entry instead of an object and a property: a 10,000-page site has millions of entries.
 */
export class PostingList {
  private bytes = new Uint8Array(8);
  private size = 0;
  private last = 0;
  /** Entries so far (elasticlunr's `df`). */
  length = 0;

  /** Adds a section (numbers must grow from call to call); `count` 0 stands for a count that is not a number. */
  add(ref: number, count: number): void {
    this.push(ref - this.last);
    this.push(count);
    this.last = ref;
    this.length++;
  }

  /** The entries in the order they were added. */
  *entries(): Generator<[ref: number, count: number]> {
    let ref = 0;
    let at = 0;
    const read = (): number => {
      let value = 0;
      let scale = 1;
      for (;;) {
        const byte = this.bytes[at++]!;
        value += (byte & 0x7f) * scale;
        if (byte < 0x80) return value;
        scale *= 0x80;
      }
    };
    while (at < this.size) {
      ref += read();
      yield [ref, read()];
    }
  }

  private push(value: number): void {
    if (this.size + 8 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes.subarray(0, this.size));
      this.bytes = grown;
    }
    while (value >= 0x80) {
      this.bytes[this.size++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    this.bytes[this.size++] = value;
  }
}
