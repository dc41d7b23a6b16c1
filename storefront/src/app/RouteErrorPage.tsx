import { useTexts } from '../i18n/use-texts';
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router-dom';
import { ApiError } from '../api/client';
import { ErrorState } from '../components/ErrorState';
import { NotFoundPage } from './NotFoundPage';
import { usePageTitle } from './page-title';

/**
 * A page whose data could not be loaded, or that failed while rendering: a friendly page inside the
 * shop's frame with a retry and a way home, never a blank screen. A 404 from the API is the not-found page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTexts();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const notFound = (error instanceof ApiError && error.notFound) || (isRouteErrorResponse(error) && error.status === 404);
  // This page's effect runs after the not-found page's own: it must set the same title, or the tab
  // would read "something went wrong" above a 404.
  usePageTitle(t(notFound ? 'NOT_FOUND.TITLE' : 'ERROR_PAGE.TITLE'));
  if (notFound) return <NotFoundPage />;
  const retry = () => {
    if (error instanceof ApiError) void revalidator.revalidate();
    else navigate(0);
  };
  return <ErrorState title={t('ERROR_PAGE.TITLE')} message={t('ERROR_PAGE.MESSAGE')} onRetry={retry} />;
}
