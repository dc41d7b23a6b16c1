// The WHATWG URL parser, present in Node and in every browser; declared here so the package needs
// neither Node's nor the DOM's type library.
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** An absolute http or https address with a host, as crawlers and link previews need. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Where an image may come from: an absolute http(s) URL, a path such as /uploads/ball.jpg, or a bare
 * file name resolved under the uploads path. Any other scheme (javascript:, data:) is refused.
 */
export function isImageReference(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return isHttpUrl(value);
  return !value.startsWith('//');
}
