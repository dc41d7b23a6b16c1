import { characterSetProblem } from './character-set';

const MODERN = { utf8mb4Available: true, defaultRowFormat: 'dynamic', version: '10.11.19-MariaDB' };

describe('characterSetProblem', () => {
  it('accepts a modern server whatever its default character set', () => {
    expect(characterSetProblem(MODERN)).toBeNull();
  });

  it('names the missing utf8mb4 and what to use instead', () => {
    const problem = characterSetProblem({ ...MODERN, utf8mb4Available: false, version: '5.1.73' });
    expect(problem).toContain('utf8mb4');
    expect(problem).toContain('5.1.73');
    expect(problem).toContain('MySQL 5.7+');
  });

  it.each(['compact', 'redundant', null])('asks for the DYNAMIC row format instead of %s', (rowFormat) => {
    expect(characterSetProblem({ ...MODERN, defaultRowFormat: rowFormat })).toContain('innodb_default_row_format=DYNAMIC');
  });
});
