/** HTTP tests against a real database: the embedded one, or DATABASE_URL when set. */
module.exports = {
  rootDir: '.',
  testRegex: 'test/.*\\.e2e-spec\\.ts$',
  transform: { '^.+\\.ts$': "ts-jest" },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironment: 'node',
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
};
