import { ImageStorage } from '../modules/media/application/image-storage.port';
import { uploadPath } from '../modules/media/domain/stored-image-name';
import { drawCategoryBanner, drawProductPicture } from './demo-pictures';
import type { DemoCategory, DemoProduct } from './demo-types';
import { encodePng } from './png';

export const categoryBannerName = (slug: string) => `demo-${slug}-banner.png`;
export const productPictureName = (slug: string, number: number) => `demo-${slug}-${number}.png`;

/** One to three pictures a product, so galleries of every length appear in the demo. */
export const pictureCountOf = (productIndex: number) => 1 + (productIndex % 3);

/**
 * Draws every demo picture and stores it through the media port, answering the `/uploads/...`
 * paths by category slug and by product slug. Drawn here rather than shipped as files, so the
 * repository carries no binaries and nothing is downloaded.
 */
export async function saveDemoImages(
  storage: ImageStorage,
  categories: readonly DemoCategory[],
  products: readonly DemoProduct[],
): Promise<{ banners: Map<string, string>; pictures: Map<string, string[]>; count: number }> {
  const banners = new Map<string, string>();
  const pictures = new Map<string, string[]>();
  let count = 0;
  for (const [index, category] of categories.entries()) {
    const name = categoryBannerName(category.slug);
    await storage.saveAs(name, encodePng(drawCategoryBanner(category.colour, index)));
    banners.set(category.slug, uploadPath(name));
    count++;
  }
  const colourOf = new Map(categories.map((c) => [c.slug, c.colour]));
  for (const [index, product] of products.entries()) {
    const colour = colourOf.get(product.category);
    if (!colour) throw new Error(`Demo product ${product.slug} names an unknown category ${product.category}`);
    const urls: string[] = [];
    for (let number = 1; number <= pictureCountOf(index); number++) {
      const name = productPictureName(product.slug, number);
      await storage.saveAs(name, encodePng(drawProductPicture(colour, index * 3 + number)));
      urls.push(uploadPath(name));
      count++;
    }
    pictures.set(product.slug, urls);
  }
  return { banners, pictures, count };
}
