import { useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { ArticleView, listArticles } from '../../api/articles';
import { useLanguage } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { EmptyState, ErrorState } from '../../components/ErrorState';
import { ArticleCard } from './ArticleCard';
import { ArticlesPageData, BLOG_PAGE_SIZE } from './articles.loader';
import './articles.css';

/** /articles: the blog's hero and its cards, newest first. */
export function ArticlesPage() {
  const data = useLoaderData() as ArticlesPageData;
  const { t } = useTexts();
  const language = useLanguage();
  usePageTitle(t('BLOG.TITLE'));
  return (
    <div className="blog">
      <header className="blog__hero">
        <h1 className="blog__title">{t('BLOG.TITLE')}</h1>
        <p className="blog__subtitle">{t('BLOG.SUBTITLE')}</p>
      </header>
      {data.kind === 'failed' ? (
        <BlogLoadFailed />
      ) : (
        // Another language (or a reload) is another list: "show more" starts over.
        <ArticleList
          key={`${language}:${data.page.total}:${data.page.articles[0]?.id ?? ''}`}
          first={data.page.articles}
          total={data.page.total}
        />
      )}
    </div>
  );
}

function BlogLoadFailed() {
  const { t } = useTexts();
  const revalidator = useRevalidator();
  return <ErrorState title={t('BLOG.LOAD_FAILED')} message={t('COMMON.LOAD_FAILED')} onRetry={() => void revalidator.revalidate()} />;
}

function ArticleList({ first, total }: { first: ArticleView[]; total: number }) {
  const { t } = useTexts();
  const language = useLanguage();
  const [articles, setArticles] = useState(first);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  if (articles.length === 0) return <EmptyState title={t('BLOG.EMPTY_TITLE')} description={t('BLOG.EMPTY_DESC')} />;

  const showMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await listArticles(language, page + 1, BLOG_PAGE_SIZE);
      const known = new Set(articles.map((article) => article.id));
      setArticles([...articles, ...next.articles.filter((article) => !known.has(article.id))]);
      setPage(page + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <div className="blog__grid">
        {articles.map((article, index) => (
          <ArticleCard key={article.id} article={article} priority={index < 3} />
        ))}
      </div>
      {articles.length < total && (
        <div className="blog__more">
          {failed && (
            <p className="blog__more-error" role="alert">
              {t('BLOG.LOAD_FAILED')}
            </p>
          )}
          <button type="button" className="button" onClick={() => void showMore()} disabled={loading} aria-busy={loading}>
            {loading ? t('BLOG.LOADING') : t('BLOG.LOAD_MORE')}
          </button>
        </div>
      )}
    </>
  );
}
