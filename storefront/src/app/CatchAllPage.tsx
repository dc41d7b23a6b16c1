import { useLocation } from 'react-router-dom';
import { PaymentReturnPage } from '../pages/payment-return/PaymentReturnPage';
import { pathWithoutLanguage } from '../rules/language';
import { NotFoundPage } from './NotFoundPage';

/** Any path that starts with payment-success or payment-error is a provider return (the spec); anything else is unknown. */
export function paymentReturnKind(pathname: string): 'success' | 'error' | null {
  const bare = pathWithoutLanguage(pathname);
  if (bare.startsWith('/payment-success')) return 'success';
  if (bare.startsWith('/payment-error')) return 'error';
  return null;
}

export function CatchAllPage() {
  const { pathname } = useLocation();
  const kind = paymentReturnKind(pathname);
  if (kind) return <PaymentReturnPage kind={kind} />;
  return <NotFoundPage />;
}
