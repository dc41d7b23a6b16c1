/** Unit tests live beside the code they prove (`*.spec.ts`). */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': "ts-jest" },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironment: 'node',
};
