/** Unit tests live beside the code they prove (`*.spec.ts`). */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': 'ts-jest' },
  // The shop rules from their source, so a test sees a rule's change without building the package.
  moduleNameMapper: {
    '^shop-rules$': '<rootDir>/../../packages/shop-rules/src/index.ts',
    '^shop-rules/(.+)$': '<rootDir>/../../packages/shop-rules/src/$1.ts',
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironment: 'node',
};
