/** The layer rules of DESIGN.md, checked in CI. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-framework-free',
      comment: 'domain/ is plain TypeScript: no framework, ORM or validation library',
      severity: 'error',
      from: { path: '/domain/' },
      to: { path: '(node_modules/(@nestjs|typeorm|class-validator|class-transformer))' },
    },
    {
      name: 'inner-layers-do-not-reach-outward',
      comment: 'domain and application never import infrastructure or interface code',
      severity: 'error',
      from: { path: '/(domain|application)/' },
      to: { path: '/(infrastructure|interface)/' },
    },
    {
      name: 'domain-does-not-import-application',
      severity: 'error',
      from: { path: '/domain/' },
      to: { path: '/application/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.spec\\.ts$' },
  },
};
