import { useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Picture } from '../../components/Picture';
import { initialImageIndex } from '../../rules/product-page';

interface GalleryProps {
  name: string;
  images: { url: string; is_primary: boolean }[];
  /** The product's own picture, when it has no gallery. */
  imageUrl: string | null;
}

/** The product's pictures: the primary one first, thumbnails (buttons, so a keyboard reaches them) to switch. */
export function ProductGallery({ name, images, imageUrl }: GalleryProps) {
  const { t } = useTexts();
  const pictures = images.length > 0 ? images : [{ url: imageUrl ?? '', is_primary: true }];
  const [current, setCurrent] = useState(() => initialImageIndex(pictures));
  const shown = pictures[Math.min(current, pictures.length - 1)];

  return (
    <section className="gallery" aria-label={t('PRODUCT.GALLERY')}>
      <Picture className="gallery__main" src={shown.url} alt={name} width={640} height={640} priority />
      {pictures.length > 1 && (
        <ul className="gallery__thumbnails">
          {pictures.map((picture, index) => (
            <li key={`${index}-${picture.url}`}>
              <button
                type="button"
                className="gallery__thumbnail"
                aria-label={t('PRODUCT.PICTURE', { number: index + 1, count: pictures.length })}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <Picture src={picture.url} alt="" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
