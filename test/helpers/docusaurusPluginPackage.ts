import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A plugin package as npm would install it: CommonJS, with the static validateOptions Docusaurus calls. */
export async function installTidePlugin(root: string): Promise<void> {
  const dir = path.join(root, 'node_modules', 'docusaurus-plugin-tide');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'docusaurus-plugin-tide', version: '1.0.0', main: 'index.js' }));
  await writeFile(
    path.join(dir, 'index.js'),
    `const fs = require('node:fs');
module.exports = function tide(context, options) {
  return {
    name: 'docusaurus-plugin-tide',
    // A file no page imports, which docsgen cannot know the plugin reads.
    loadContent: async () => ({ port: fs.existsSync(context.siteDir + '/port.txt') ? fs.readFileSync(context.siteDir + '/port.txt', 'utf8') : options.port, checked: options.checked }),
    contentLoaded: async ({ content, actions }) => actions.setGlobalData(content),
  };
};
// Docusaurus hands validateOptions a validate(schema, options) that runs the (Joi) schema.
module.exports.validateOptions = ({ validate, options }) => validate({ validate: (value) => ({ value: { ...value, checked: true } }) }, options);
`,
  );
}
