import { containsPattern } from './sql';

describe('containsPattern', () => {
  it('lower-cases the text and takes LIKE wildcards literally', () => {
    expect(containsPattern('100%_Off!')).toBe('%100!%!_off!!%');
  });

  it('makes every run of white space one space, so a search cannot reach across the lines of a search text', () => {
    expect(containsPattern('Dana\n\tLevi')).toBe('%dana levi%');
  });
});
