import { webhookUrlProblem } from './webhook-url';

describe('webhook addresses', () => {
  it.each([
    ['https://hooks.example.com/shop', false, null],
    ['http://hooks.example.com:8080/x', false, null],
    ['ftp://hooks.example.com/', false, 'not-http'],
    ['javascript:alert(1)', false, 'not-http'],
    ['not a url', false, 'not-a-url'],
    ['https://user:pass@hooks.example.com/', false, 'credentials'],
    ['http://localhost/hook', false, 'private-address'],
    ['http://LOCALHOST.:9000/hook', false, 'private-address'],
    ['http://localhost.example.com/hook', false, null],
    ['http://shop.localhost/hook', false, 'private-address'],
    ['http://printer.local/hook', false, 'private-address'],
    ['http://metadata.google.internal/', false, 'private-address'],
    ['http://localhost:9000/hook', true, null],
    // Addresses, written or resolved, are judged by the destinations check (refused-address-ranges).
    ['http://127.0.0.1:9000/hook', false, null],
  ])('%s (private allowed: %s) is %s', (url, allowPrivate, problem) => {
    expect(webhookUrlProblem(url, allowPrivate)).toBe(problem);
  });
});
