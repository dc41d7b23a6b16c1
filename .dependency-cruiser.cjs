/**
 * The workspaces' borders, checked in `npm test` (the backend's own layer rules are in
 * backend/.dependency-cruiser.js): an app (its tests too) never reaches into another app's or the
 * backend's files, nor do the browser tests, and the shop rules reach into none; what they share is
 * imported by package name (shop-rules).
 */
const outside = (own) => `^(${['backend', 'storefront', 'backoffice', 'e2e', 'packages/shop-rules'].filter((w) => w !== own).join('|')})/`;

module.exports = {
  forbidden: [
    {
      name: 'storefront-stays-in-its-workspace',
      severity: 'error',
      from: { path: '^storefront/' },
      to: { path: outside('storefront'), pathNot: '^packages/shop-rules/src/|node_modules' },
    },
    {
      name: 'backoffice-stays-in-its-workspace',
      severity: 'error',
      from: { path: '^backoffice/' },
      to: { path: outside('backoffice'), pathNot: '^packages/shop-rules/src/|node_modules' },
    },
    {
      name: 'browser-tests-stay-in-their-workspace',
      comment: 'the browser tests reach the shop through its HTTP API and its pages, never its files',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: outside('e2e'), pathNot: '^packages/shop-rules/src/|node_modules' },
    },
    {
      name: 'shop-rules-import-no-workspace',
      comment: 'the rules package is the bottom layer: no framework, no app, no backend',
      severity: 'error',
      from: { path: '^packages/shop-rules/' },
      to: { path: outside('packages/shop-rules') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    exclude: { path: '(/dist/|/dist-server/)' },
  },
};
