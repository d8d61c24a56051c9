/**
 * `require.resolve('x')`, the usual way a Docusaurus config names a plugin, theme or preset, gives
 * a file inside node_modules: the package is the name it stands for.
 */
export function packageOfPath(name: string): string {
  const inside = name.split(/[\\/]node_modules[\\/]/);
  if (inside.length < 2) return name;
  const [first, second] = inside.at(-1)!.split(/[\\/]/);
  return first!.startsWith('@') && second ? `${first}/${second}` : first!;
}

/** The names Docusaurus's classic preset goes by in `presets`. */
export const CLASSIC_PRESETS = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
