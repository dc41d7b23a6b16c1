import { reviewsEn } from './en/reviews';
import { reviewsHe } from './he/reviews';
import { reviewsRu } from './ru/reviews';

/** The reviews' texts of every language, for the server's demo reviews (the storefront loads one language's file). */
export const REVIEW_TEXTS = { en: reviewsEn, he: reviewsHe, ru: reviewsRu };
