/** Pictures only: the upload inputs accept image files, and say which others they refused. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** The files to upload and the names of those refused, in the order chosen. */
export function splitImageFiles<T extends { type: string; name: string }>(files: readonly T[]): { images: T[]; refused: string[] } {
  return {
    images: files.filter(isImageFile),
    refused: files.filter((file) => !isImageFile(file)).map((file) => file.name),
  };
}
