import type { ProductView } from '../api/products';
import type { ReviewView } from '../api/reviews';
import { imageUrl, SHARE_IMAGE, SHOP_LOGO } from '../rules/image-url';
import type { Language } from '../rules/language';
import { absoluteUrl } from './head';
import { SHOP_DETAILS, socialLinks, WEEKDAYS } from './shop-details';

/** Schema.org JSON-LD for search engines: products with their offer, breadcrumbs, the store itself. */
const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** The page's path; absolute addresses are made from the shop's public address. */
  path: string;
}

export function breadcrumbList(publicUrl: string, crumbs: Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

/**
 * What Google needs for a merchant listing: name, image, and an offer with price, currency and availability;
 * with published reviews, their rating and the reviews shown on the page (never without any).
 */
export function productData(
  publicUrl: string,
  product: ProductView,
  path: string,
  description: string,
  reviews: ReviewView[] = [],
): object {
  const pictures = product.images.length > 0 ? product.images.map((image) => image.url) : [product.image_url];
  const skus = product.variants.map((variant) => variant.sku).filter(Boolean);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description,
    image: pictures.map((picture) => absoluteUrl(publicUrl, imageUrl(picture))),
    productID: String(product.id),
    // A product sold as one article has one stock-keeping number; one with variants has one per variant.
    ...(skus.length === 1 ? { sku: skus[0] } : {}),
    ...(product.categories[0] ? { category: product.categories[0].name } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(publicUrl, path),
      price: product.effective_price.toFixed(2),
      priceCurrency: 'ILS',
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating ? reviewData(product.rating, reviews) : {}),
  };
}

function reviewData(rating: NonNullable<ProductView['rating']>, reviews: ReviewView[]): object {
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average.toFixed(1),
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            ...(review.title ? { name: review.title } : {}),
            ...(review.text ? { reviewBody: review.text } : {}),
            reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** The store on the home page: an Organization that is also a shop with an address people can visit. */
export function storeData(publicUrl: string, language: Language, shopName: string, description: string, homePath: string): object {
  const [street, city] = SHOP_DETAILS.address[language];
  return {
    '@context': CONTEXT,
    '@type': ['Organization', 'SportingGoodsStore'],
    name: shopName,
    description,
    url: absoluteUrl(publicUrl, homePath),
    logo: absoluteUrl(publicUrl, SHOP_LOGO),
    image: absoluteUrl(publicUrl, SHARE_IMAGE),
    email: SHOP_DETAILS.email,
    telephone: `+972-${SHOP_DETAILS.storePhone.replace(/^0/, '')}`,
    address: { '@type': 'PostalAddress', streetAddress: street, addressLocality: city, addressCountry: 'IL' },
    geo: { '@type': 'GeoCoordinates', latitude: SHOP_DETAILS.coordinates.lat, longitude: SHOP_DETAILS.coordinates.lon },
    currenciesAccepted: 'ILS',
    openingHoursSpecification: openingHoursSpecification(),
    ...(socialLinks().length > 0 ? { sameAs: socialLinks().map((link) => link.url) } : {}),
  };
}

/** One entry per open day (schema.org names the days in English); a closed day is simply left out. */
function openingHoursSpecification(): object[] {
  return WEEKDAYS.flatMap((day) => {
    const hours = SHOP_DETAILS.openingHours[day];
    if (!hours) return [];
    const dayOfWeek = `https://schema.org/${day[0].toUpperCase()}${day.slice(1)}`;
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: hours.opens, closes: hours.closes }];
  });
}
