import { encodingFor } from './cached-answer-sending';

describe('encodingFor', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, gzip;q=0, identity', undefined],
    ['deflate', undefined],
  ])('answers %p in %p', (header, encoding) => {
    expect(encodingFor(header)).toBe(encoding);
  });
});
