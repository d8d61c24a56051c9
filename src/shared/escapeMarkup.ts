/**
 * Text written into HTML or XML (an element's content): `&`, `<` and `>` as character references,
 * so the text can never open a tag or a reference.
 */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A value written between double quotes in HTML or XML (an attribute's): escapeText's three and `"`,
 * so it can close neither the value nor open a tag. Safe as element content too.
 */
export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}
