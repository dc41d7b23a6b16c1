import { ImageType, imageTypeOfExtension } from './image-type';

/**
 * Names the shop gives stored pictures: lower-case letters, digits and dashes, then a known
 * extension (`3f9c...e1.png`, `demo-boxing-1.png`). Anything else, in particular a name with a
 * slash or dots (`../secret`), is not one of ours.
 */
const STORED_IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,119}\.([a-z]{3,4})$/;

/** The type of a stored picture named `name`, or null when the name cannot be one the shop gave. */
export function parseStoredImageName(name: string): ImageType | null {
  const match = STORED_IMAGE_NAME.exec(name);
  return match ? imageTypeOfExtension(match[1]) : null;
}

/** The public path of a stored picture, as kept in products, categories and articles. */
export const uploadPath = (name: string): string => `/uploads/${name}`;
