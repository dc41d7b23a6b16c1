/**
 * What other contexts may know of the media context's picture copies: the copies an answer lists for
 * a picture reference (catalog and content answers carry them for srcset). The rule itself is media's
 * domain; this is its published face.
 */
export { imageCopiesOf } from '../domain/image-copies';
export type { ImageCopy } from '../domain/image-copies';
