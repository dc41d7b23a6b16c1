/** HTTP tests against a real database: the embedded one, or DATABASE_URL when set. */
module.exports = {
  rootDir: '.',
  testRegex: 'test/.*\\.e2e-spec\\.ts$',
  transform: { '^.+\\.ts$': 'ts-jest' },
  // The shop rules from their source, so a test sees a rule's change without building the package.
  moduleNameMapper: {
    '^shop-rules$': '<rootDir>/../packages/shop-rules/src/index.ts',
    '^shop-rules/(.+)$': '<rootDir>/../packages/shop-rules/src/$1.ts',
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironment: 'node',
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
};
