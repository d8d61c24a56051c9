/**
 * JSON to put inside a `<script>` element, as data or as a literal in inline code: `<` is written
 * `\u003c`, so no value can end the element (`</script>`) or open a comment (`<!--`); U+2028 and
 * U+2029, line ends to older JavaScript parsers, are escaped too. Every value of the config or a
 * page that reaches an inline script goes through here.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
