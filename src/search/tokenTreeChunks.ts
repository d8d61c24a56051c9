/**
 * The JSON of one field's token tree as elasticlunr serialises it (`InvertedIndex.toJSON().root`),
 * written piece by piece from a flat list of tokens, without building the tree of objects.
 *
 * elasticlunr keeps a node per token prefix, one property per next character, each node also
 * holding `docs` (the sections with the token ending there) and `df` (how many). A node's
 * properties are serialised in JavaScript's own order: digit keys first, in ascending order, then
 * `docs`, `df` and the other characters in the order their nodes were made, which is the order the
 * first token through each was added. `tokens` must be in the order they were first added;
 * `docsOf(i)` gives the `docs` JSON (in pieces) and `df` of token i.
 *
 * Nodes are visited with an explicit stack, so a token thousands of characters long nests no deeper
 * in the call stack than a short one.
 */
export function* tokenTreeChunks(tokens: readonly string[], docsOf: (token: number) => [docs: Iterable<string>, df: number]): Generator<string> {
  type Frame = { depth: number; keys: (string | null)[]; groups: Map<string, number[]>; own: number; next: number };
  const open = (depth: number, members: number[]): Frame => {
    let own = -1;
    const groups = new Map<string, number[]>();
    for (const i of members) {
      const token = tokens[i]!;
      if (token.length === depth) {
        own = i;
        continue;
      }
      const key = token[depth]!;
      const group = groups.get(key);
      if (group) group.push(i);
      else groups.set(key, [i]);
    }
    const keys = [...groups.keys()];
    const digits = keys.filter(isDigit).sort();
    // `null` marks where `docs` and `df` go.
    return { depth, keys: [...digits, null, ...keys.filter((key) => !isDigit(key))], groups, own, next: 0 };
  };
  const stack: Frame[] = [open(0, tokens.map((_, i) => i))];
  yield '{';
  while (stack.length > 0) {
    const frame = stack.at(-1)!;
    if (frame.next === frame.keys.length) {
      stack.pop();
      yield '}';
      continue;
    }
    const key = frame.keys[frame.next]!;
    const comma = frame.next++ > 0 ? ',' : '';
    if (key === null) {
      const [docs, df] = frame.own >= 0 ? docsOf(frame.own) : [['{}'], 0];
      yield `${comma}"docs":`;
      yield* docs;
      yield `,"df":${df}`;
      continue;
    }
    const members = frame.groups.get(key)!;
    frame.groups.delete(key);
    yield `${comma}${JSON.stringify(key)}:{`;
    // One token left below this node (the rest of a token past where it parts from the others, most
    // nodes of a tree): its chain of nodes written at once, with no frame, Map or piece a node.
    if (members.length === 1) yield* tail(members[0]!, frame.depth + 1);
    else stack.push(open(frame.depth + 1, members));
  }

  /**
   * The nodes of token `i` from `depth` down, its own node closed (as its frame would write them):
   * each node above its end has no docs of its own and one key, the next character.
   */
  function* tail(i: number, depth: number): Generator<string> {
    const token = tokens[i]!;
    let opened = '';
    let closes = '';
    for (let at = depth; at < token.length; at++) {
      const key = JSON.stringify(token[at]!);
      if (isDigit(token[at]!)) {
        opened += `${key}:{`;
        closes = `,"docs":{},"df":0}${closes}`;
      } else {
        opened += `"docs":{},"df":0,${key}:{`;
        closes = `}${closes}`;
      }
    }
    const [docs, df] = docsOf(i);
    yield `${opened}"docs":`;
    yield* docs;
    yield `,"df":${df}}${closes}`;
  }
}

const isDigit = (key: string) => key >= '0' && key <= '9';
