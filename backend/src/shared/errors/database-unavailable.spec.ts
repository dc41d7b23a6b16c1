import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' })],
    [
      'a connection lost mid-query',
      Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' }),
    ],
    ['a driver error wrapped by the ORM', Object.assign(new Error('query failed'), { driverError: { code: 'ER_SERVER_SHUTDOWN' } })],
    ['a closed connection reused', new Error("Can't add new command when connection is in closed state")],
    ['too many connections by number', Object.assign(new Error('Too many connections'), { errno: 1040 })],
    ['a busy embedded database', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
  ])('recognises %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a duplicate key', Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 })],
    ['a programming error', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('does not mistake %s for an outage', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
