import { DomainError } from '../../../shared/domain/domain-error';

export const UNSUPPORTED_IMAGE_TYPE = 'UNSUPPORTED_IMAGE_TYPE';
export const IMAGE_TOO_LARGE = 'IMAGE_TOO_LARGE';

const imageError = (code: string, kind: 'too-large' | 'unsupported-type', message: string) =>
  new DomainError(code, kind, message, [{ field: 'image', message }]);

export const unsupportedImageType = () =>
  imageError(UNSUPPORTED_IMAGE_TYPE, 'unsupported-type', 'image must be a JPEG, PNG, WebP or GIF picture');

export const imageTooLarge = (maxBytes: number) =>
  imageError(IMAGE_TOO_LARGE, 'too-large', `image must be at most ${formatMegabytes(maxBytes)}`);

export const imageMissing = () =>
  DomainError.invalid('IMAGE_REQUIRED', 'image is required: send the picture in the multipart field "image"', 'image');

export const uploadedImageNotFound = () => DomainError.notFound('IMAGE_NOT_FOUND', 'Image not found');

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Math.round(megabytes * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
