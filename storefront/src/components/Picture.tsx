import { SyntheticEvent } from 'react';
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from '../rules/image-url';

interface PictureProps {
  src: string | null | undefined;
  alt: string;
  fallback?: string;
  className?: string;
  width?: number;
  height?: number;
  /** The page's largest picture loads first; the others lazily. */
  priority?: boolean;
}

/** A product, category or article picture by the spec's URL rule; a picture that fails swaps in the default. */
export function Picture({ src, alt, fallback = DEFAULT_PRODUCT_IMAGE, className, width, height, priority }: PictureProps) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (!img.src.endsWith(fallback)) img.src = fallback;
  };
  return (
    <img
      className={className}
      src={imageUrl(src, fallback)}
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
