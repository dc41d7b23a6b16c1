/** Tiny but complete pictures of each accepted format (1x1 pixel), and the files that must be refused. */
const fromBase64 = (text: string) => Buffer.from(text, 'base64');

export const aPng = () => fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');
export const aGif = () => fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
export const aWebp = () => fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
export const aJpeg = () =>
  fromBase64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////' +
      '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  );

export const anSvg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');

export const aTextFile = () => Buffer.from('Just some words pretending to be a picture.\n');

/** A picture whose real signature is PNG but whose size is over `bytes`. */
export const anOversizePng = (bytes: number) => Buffer.concat([aPng(), Buffer.alloc(bytes + 1 - aPng().length + 16, 0x20)]);
