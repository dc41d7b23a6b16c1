/**
 * The layer rules of DESIGN.md and the borders between the contexts, checked by `npm test`
 * (`npm run depcheck -w backend`; scripts/context-map.mjs then checks that the contexts call each other
 * without a cycle and prints the map).
 */
module.exports = {
  forbidden: [
    {
      name: 'contexts-meet-at-application',
      comment:
        "a context reaches another only through that context's application/ (its ports, published services and use cases) " +
        'and its module (for wiring), never its domain/, infrastructure/ or interface/ (STYLE.md 14)',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/(domain|infrastructure|interface)/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'production-does-not-import-the-sandbox',
      comment:
        'the providers that fake an outside service live in src/sandbox/, apart from production code: only the composition ' +
        'root (app.module.ts) wires them in, when configuration asks for them (DESIGN.md)',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(sandbox/|app\\.module\\.ts$)' },
      to: { path: '^src/sandbox/' },
    },
    {
      name: 'sandbox-stays-out-of-interfaces',
      comment:
        "the sandbox reads a context's application/ (ports, settings), its module (for wiring) and the protocol of the provider " +
        "it imitates (the adapter's constants and parsers); never its controllers, pages or DTOs",
      severity: 'error',
      from: { path: '^src/sandbox/' },
      to: { path: '^src/modules/[^/]+/interface/' },
    },
    {
      name: 'no-module-cycles',
      comment: 'Nest modules import each other without a cycle: no forwardRef holds two contexts together',
      severity: 'error',
      from: { path: '\\.module\\.ts$' },
      to: { circular: true, viaOnly: { path: '\\.module\\.ts$' } },
    },
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
    {
      name: 'domain-imports-only-domain-and-shop-rules',
      comment: 'domain/ is pure: it imports other domain code, the shop rules package and Node built-ins only',
      severity: 'error',
      from: { path: '/domain/' },
      to: { pathNot: '(/domain/|packages/shop-rules/|node_modules/shop-rules)', dependencyTypesNot: ['core'] },
    },
    {
      name: 'infrastructure-does-not-import-interface',
      comment: 'adapters never depend on controllers, DTOs or HTTP middleware: shared shapes live in application/',
      severity: 'error',
      from: { path: '/infrastructure/' },
      to: { path: '/interface/' },
    },
    {
      name: 'identity-interface-takes-staff-from-application',
      comment: "guards and controllers read the signed-in staff member's shape from application/, not from the JWT adapter",
      severity: 'error',
      from: { path: '/identity/interface/' },
      to: { path: '/identity/infrastructure/' },
    },
    {
      name: 'shared-does-not-import-modules',
      comment: 'src/shared is below every context: config, errors, HTTP plumbing, database helpers',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'no-reach-into-other-workspaces',
      comment: 'the apps and the rules package are reached by package name, never through relative paths',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(\\.\\./)?(storefront|backoffice|e2e)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.spec\\.ts$' },
  },
};
