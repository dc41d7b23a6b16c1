import { isPrivateAddress, webhookUrlProblem } from './webhook-url';

describe('webhook addresses', () => {
  it.each([
    ['https://hooks.example.com/shop', false, null],
    ['http://hooks.example.com:8080/x', false, null],
    ['ftp://hooks.example.com/', false, 'not-http'],
    ['javascript:alert(1)', false, 'not-http'],
    ['not a url', false, 'not-a-url'],
    ['https://user:pass@hooks.example.com/', false, 'credentials'],
    ['http://127.0.0.1:9000/hook', false, 'private-address'],
    ['http://localhost/hook', false, 'private-address'],
    ['http://10.1.2.3/hook', false, 'private-address'],
    ['http://[::1]/hook', false, 'private-address'],
    ['http://127.0.0.1:9000/hook', true, null],
  ])('%s (private allowed: %s) is %s', (url, allowPrivate, problem) => {
    expect(webhookUrlProblem(url, allowPrivate)).toBe(problem);
  });

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '0.0.0.0',
  ])('%s is private', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['8.8.8.8', '172.32.0.1', '2a00:1450::1', 'example.com'])('%s is not', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});
