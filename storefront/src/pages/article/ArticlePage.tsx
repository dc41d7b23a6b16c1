import { MouseEvent, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { useDateLocale, useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Markdown } from '../../components/Markdown';
import { isStandingPage } from '../../rules/article-kind';
import { articleDate, articleTitle } from '../../rules/article-excerpt';
import { imageSrcSet } from '../../rules/image-copies';
import { imageUrl } from '../../rules/image-url';
import type { ArticlePageData } from './article.loader';
import './article.css';

/** The article's column is at most 50rem wide (article.css), the screen's width on a phone. */
const ARTICLE_IMAGE_SIZES = '(max-width: 800px) 100vw, 800px';

/**
 * /article/{slugOrId}: the article in the page's language, its picture and sanitised body; a blog post
 * with its date and the way back to the blog, a standing page (terms, privacy) under the home page.
 */
export function ArticlePage() {
  const { article, bodyHtml } = useLoaderData() as ArticlePageData;
  const { t } = useTexts();
  const to = useLocalPath();
  const locale = useDateLocale();
  const navigate = useNavigate();
  const [pictureFailed, setPictureFailed] = useState(false);
  const title = articleTitle(article.title, t('ARTICLE.UNTITLED'));
  const page = isStandingPage(article);
  const date = page ? null : articleDate(article.created_at, locale);
  usePageTitle(title);

  // Links inside the body to the shop's own pages (the policy links the accessibility statement) stay in the app.
  const followOwnLinks = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//') || link.target === '_blank') return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <article className="article">
      {page ? (
        <Breadcrumb items={[{ label: t('HEADER.HOME'), to: to('/') }, { label: title }]} />
      ) : (
        <nav className="article__back">
          <Link to={to('/articles')}>{t('ARTICLE.BACK_TO_BLOG')}</Link>
        </nav>
      )}
      <header className="article__header">
        <h1 className="article__title" dir="auto">
          {title}
        </h1>
        {date && (
          <p className="article__date">
            <time dateTime={article.created_at}>{t('ARTICLE.PUBLISHED_ON', { date })}</time>
          </p>
        )}
      </header>
      {article.image_url && !pictureFailed && (
        <img
          className="article__image"
          src={imageUrl(article.image_url)}
          srcSet={imageSrcSet(imageUrl(article.image_url))}
          sizes={ARTICLE_IMAGE_SIZES}
          alt=""
          width={960}
          height={540}
          fetchPriority="high"
          onError={() => setPictureFailed(true)}
        />
      )}
      {/* Catches the clicks bubbling up from the body's links (a link's Enter is a click too), no element of its own. */}
      <div role="presentation" onClick={followOwnLinks}>
        <Markdown html={bodyHtml} className="markdown article__body" />
      </div>
    </article>
  );
}
