import { ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts';
import { Link } from 'react-router-dom';
import { useLocalPath } from '../app/language-context';

/** A failed call: what went wrong, a way to try again, and a way home. */
export function ErrorState({
  title,
  message,
  onRetry,
  children,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTexts();
  const to = useLocalPath();
  return (
    <section className="state state--error" role="alert">
      <h1 className="state__title">{title ?? t('ERROR_PAGE.TITLE')}</h1>
      <p>{message ?? t('COMMON.LOAD_FAILED')}</p>
      <div className="state__actions">
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('ERROR_PAGE.RETRY')}
          </button>
        )}
        <Link className="button" to={to('/')}>
          {t('COMMON.BACK_TO_HOME')}
        </Link>
        {children}
      </div>
    </section>
  );
}

/** An empty list: a title and a short explanation (no title where the page's heading already says it). */
export function EmptyState({ title, description, children }: { title?: string; description?: string; children?: ReactNode }) {
  return (
    <section className="state state--empty">
      {title && <h2 className="state__title">{title}</h2>}
      {description && <p>{description}</p>}
      {children}
    </section>
  );
}
