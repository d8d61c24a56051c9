// elasticlunr 0.9.5 assigns an undeclared global (`lunr = elasticlunr`), which throws in the
// strict mode of an ES module bundle. Declaring the global first makes that assignment legal.
(globalThis as { lunr?: unknown }).lunr = undefined;
