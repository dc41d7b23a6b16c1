import { starFills } from '../rules/stars';

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z';

const Star = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d={STAR} />
  </svg>
);

/**
 * Stars in plain SVG and CSS: each star filled to its share of the rating (4.5: four and a half), from
 * the start side of the line (the right in Hebrew). One accessible name for the row; the stars are decoration.
 */
export function StarRating({ rating, label, size = 'small' }: { rating: number; label: string; size?: 'small' | 'large' }) {
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className="stars__star">
          <Star />
          {fill > 0 && (
            <span className="stars__fill" style={{ inlineSize: `${fill}%` }}>
              <Star />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
