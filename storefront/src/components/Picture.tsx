import { SyntheticEvent } from 'react';
import { imageSizes, imageSrcSet } from '../rules/image-copies';
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from '../rules/image-url';

interface PictureProps {
  src: string | null | undefined;
  alt: string;
  fallback?: string;
  className?: string;
  /** Width and height reserve the picture's place before it loads (no layout shift). */
  width?: number;
  height?: number;
  /** How wide the picture shows (the sizes attribute); by default its width, the whole screen on a narrower one. */
  sizes?: string;
  /** The page's largest picture loads first; the others lazily. */
  priority?: boolean;
}

/**
 * A product, category or article picture by the spec's URL rule, in the resized WebP copy that fits the
 * screen (srcset); a picture that fails swaps in the default (and drops the copies, so the default shows).
 */
export function Picture({ src, alt, fallback = DEFAULT_PRODUCT_IMAGE, className, width, height, sizes, priority }: PictureProps) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.src.endsWith(fallback)) return;
    img.removeAttribute('srcset');
    img.src = fallback;
  };
  const url = imageUrl(src, fallback);
  const srcSet = imageSrcSet(url);
  return (
    <img
      className={className}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? (width ? imageSizes(width) : '100vw')) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={onError}
    />
  );
}
