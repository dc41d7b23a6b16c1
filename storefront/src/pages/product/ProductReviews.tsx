import { useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { useDateLocale } from '../../app/language-context';
import { getProductReviews, ReviewsPage, ReviewView } from '../../api/reviews';
import { StarRating } from '../../components/StarRating';
import { averageText } from '../../rules/stars';

/**
 * The published reviews under the product: the average and count, then the reviews newest first, with
 * "verified buyer" and the shop's answer; more on demand. Texts are plain text (never HTML).
 */
export function ProductReviews({
  productId,
  rating,
  first,
}: {
  productId: number;
  rating: { average: number; count: number };
  first: ReviewsPage;
}) {
  const { t } = useTexts();
  const [reviews, setReviews] = useState<ReviewView[]>(first.reviews);
  const [page, setPage] = useState(first.page);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const hasMore = reviews.length < first.total;

  const loadMore = async () => {
    setState('loading');
    try {
      const next = await getProductReviews(productId, page + 1);
      setReviews((shown) => [...shown, ...next.reviews.filter((review) => !shown.some((s) => s.id === review.id))]);
      setPage(next.page);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <section id="reviews" className="product-reviews section" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section__title">
        {t('REVIEWS.TITLE')}
      </h2>
      <p className="product-reviews__summary">
        <StarRating rating={rating.average} label={t('REVIEWS.SUMMARY', { average: averageText(rating.average) })} size="large" />
        <span className="product-reviews__average" aria-hidden="true">
          {averageText(rating.average)}
        </span>
        <span className="product-reviews__count">{t('REVIEWS.COUNT', { count: rating.count })}</span>
      </p>
      <ul className="product-reviews__list">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {state === 'failed' && (
        <p className="product-reviews__error" role="alert">
          {t('REVIEWS.MORE_FAILED')}
        </p>
      )}
      {hasMore && (
        <button type="button" className="button" onClick={() => void loadMore()} disabled={state === 'loading'}>
          {state === 'loading' ? t('COMMON.LOADING') : t('REVIEWS.MORE')}
        </button>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: ReviewView }) {
  const { t } = useTexts();
  const locale = useDateLocale();
  const date = new Date(review.createdAt).toLocaleDateString(locale, { timeZone: 'Asia/Jerusalem', dateStyle: 'medium' });
  return (
    <li className="review">
      <div className="review__head">
        <StarRating rating={review.stars} label={t('REVIEWS.STARS_LABEL', { count: review.stars })} />
        {review.title && (
          <h3 className="review__title" dir="auto">
            {review.title}
          </h3>
        )}
      </div>
      <p className="review__meta">
        <bdi className="review__author">{review.authorName}</bdi>
        <span className="badge badge--ok review__verified">{t('REVIEWS.VERIFIED')}</span>
        <time dateTime={review.createdAt}>{date}</time>
      </p>
      {review.text && (
        <p className="review__text" dir="auto">
          {review.text}
        </p>
      )}
      {review.answer && (
        <div className="review__answer">
          <p className="review__answer-title">{t('REVIEWS.SHOP_ANSWER')}</p>
          <p className="review__text" dir="auto">
            {review.answer}
          </p>
        </div>
      )}
    </li>
  );
}
