import { useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import type { ArticleView } from '../../api/articles';
import { useDateLocale, useLocalPath } from '../../app/language-context';
import { articleDate, articleExcerpt, articlePath, articleTitle, bodyWithoutTitle } from '../../rules/article-excerpt';
import { imageSrcSet } from '../../rules/image-copies';
import { imageUrl } from '../../rules/image-url';

/** Cards fill a phone's width and are at most about 400 px wide on larger screens (articles.css). */
const CARD_IMAGE_SIZES = '(max-width: 640px) 100vw, 400px';

function PlaceholderIcon() {
  return (
    <svg
      className="article-card__placeholder-icon"
      viewBox="0 0 24 24"
      width="56"
      height="56"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M5 4h11l3 3v13H5z" />
      <path d="M8 9h8M8 13h8M8 17h5" />
    </svg>
  );
}

/** One blog card: picture or placeholder, badge and date, title (the link), excerpt, by-the-shop line. */
export function ArticleCard({ article, priority = false }: { article: ArticleView; priority?: boolean }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const locale = useDateLocale();
  // A picture that fails to load is hidden (the placeholder shows), and shown again if it loads later.
  const [pictureFailed, setPictureFailed] = useState(false);
  const title = articleTitle(article.title, t('ARTICLE.UNTITLED'));
  const date = articleDate(article.created_at, locale);
  const showPicture = Boolean(article.image_url) && !pictureFailed;

  return (
    <article className="article-card">
      <div className="article-card__media">
        {article.image_url && (
          <img
            className="article-card__image"
            src={imageUrl(article.image_url)}
            srcSet={imageSrcSet(imageUrl(article.image_url))}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={480}
            height={270}
            loading={priority ? 'eager' : 'lazy'}
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            decoding="async"
            hidden={!showPicture}
            onError={() => setPictureFailed(true)}
            onLoad={() => setPictureFailed(false)}
          />
        )}
        {!showPicture && (
          <div className="article-card__placeholder">
            <PlaceholderIcon />
          </div>
        )}
        <span className="article-card__overlay" aria-hidden="true">
          {t('BLOG.READ_MORE')}
        </span>
      </div>
      <div className="article-card__body">
        <div className="article-card__meta">
          <span className="badge badge--info">{t('BLOG.CATEGORY_BADGE')}</span>
          {date && <time dateTime={article.created_at}>{date}</time>}
        </div>
        <h2 className="article-card__title">
          <Link className="article-card__link" to={to(articlePath(article))} dir="auto">
            {title}
          </Link>
        </h2>
        <p className="article-card__excerpt" dir="auto">
          {articleExcerpt(bodyWithoutTitle(article.content, article.title))}
        </p>
        <p className="article-card__by">{t('BLOG.BY_SHOP')}</p>
      </div>
    </article>
  );
}
