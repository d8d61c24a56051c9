import path from 'node:path';
import { shareFixtureBuildCaches } from './helpers/siteCopy.js';

/**
 * The gate fixture sites share one folder of client bundles, and one of compiled theme modules
 * (shareFixtureBuildCaches): the global setup of the projects whose files build them.
 */
export default async function setup(): Promise<void> {
  await shareFixtureBuildCaches(path.resolve('test', 'fixtures', 'gate-sites'));
}
