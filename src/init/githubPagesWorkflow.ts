/**
 * The GitHub Actions workflow `docsgen init --github-pages` writes: on every push to the default
 * branch, build the site (its cache folder restored and saved with actions/cache, as README's
 * example) and publish it with GitHub Pages (Settings → Pages → Source: GitHub Actions). `siteDir` is the site's folder relative to the repository's root ('' when it is the
 * root), `outDir` the build's output folder relative to the site.
 */
export function githubPagesWorkflow(siteDir: string, outDir = 'build'): string {
  const inSite = (file: string) => (siteDir ? `${siteDir}/${file}` : file);
  const workingDirectory = siteDir ? `\n    defaults:\n      run:\n        working-directory: ${siteDir}` : '';
  return `# Builds the site and publishes it with GitHub Pages (written by docsgen init --github-pages).
# In the repository: Settings → Pages → Build and deployment → Source: GitHub Actions.
# A project site is served under /<repository>/: set url in site.config.ts to
# https://<owner>.github.io/<repository>/ (README, "Deploying").
name: Deploy to GitHub Pages

on:
  push:
    branches: [main]
  workflow_dispatch:

permissions:
  contents: read
  pages: write
  id-token: write

# One deployment at a time; a newer push waits rather than cancelling one in progress.
concurrency:
  group: pages
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest${workingDirectory}
    steps:
      - uses: actions/checkout@v5
        with:
          # The whole history: each page's "last updated" date comes from git.
          fetch-depth: 0
      - uses: actions/setup-node@v5
        with:
          node-version: lts/*
          cache: npm
          cache-dependency-path: ${inSite('package-lock.json')}
      - run: npm ci
      # docsgen's cache folder (processed and rendered pages, search shards, images), restored from
      # the last run and saved after this one: a push that changed one page rebuilds that page.
      # After npm ci, which deletes node_modules (README, "Keeping the cache between CI runs").
      - uses: actions/cache@v4
        with:
          path: ${inSite('node_modules/.cache/docsgen')}
          # A new key each run saves this run's cache; restore-keys takes the latest one.
          key: docsgen-\${{ runner.os }}-\${{ github.run_id }}
          restore-keys: docsgen-\${{ runner.os }}-
      - run: npx docsgen build
      - uses: actions/upload-pages-artifact@v4
        with:
          path: ${inSite(outDir)}

  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
`;
}
