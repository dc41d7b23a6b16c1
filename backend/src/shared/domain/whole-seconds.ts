/**
 * An instant without its milliseconds. A DATETIME column keeps whole seconds on MySQL (which rounds the
 * fraction, so half a second would move it up) while SQLite keeps what it was given: a time cut to
 * whole seconds before it is stored reads back the same on both, and an answer built from it says what
 * a later read says.
 */
export function wholeSeconds(instant: Date | number): Date {
  const milliseconds = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(Math.floor(milliseconds / 1000) * 1000);
}
