import { writePackage } from './writePackage.js';

/**
 * The docusaurus-plugins fixture's packages as npm would install them: a plugin package (CommonJS,
 * with the static validateOptions Docusaurus calls), and the ship-clock package its component
 * imports (the browser reads a global in its place: the site's webpack externals).
 */
export async function installPluginPackages(root: string): Promise<void> {
  writePackage(root, 'ship-clock', { 'index.js': "module.exports = { bell: 'eight bells' };\n" });
  writePackage(root, 'docusaurus-plugin-tide', {
    'index.js': `const fs = require('node:fs');
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
  });
}
