import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { usePermissions, useTranslate } from 'react-admin';
import { fetchTaxDocumentsStatus, TAX_DOCUMENTS_STATUS_QUERY_KEY } from './taxDocumentCalls';
import { bannerKey } from './taxDocuments';

/**
 * On every back-office page while the server says tax documents are not issued (no provider, Morning
 * without its keys) or not real (the sandbox in production): staff must not think invoices go out.
 */
export function TaxDocumentsBanner() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { data } = useQuery({
    queryKey: TAX_DOCUMENTS_STATUS_QUERY_KEY,
    queryFn: fetchTaxDocumentsStatus,
    // The settings change only with a restart.
    staleTime: 5 * 60_000,
    retry: false,
  });
  const key = bannerKey(data);
  if (!key || !data?.warning) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {translate(key)}{' '}
      {permissions === 'admin' ? (
        <>
          {translate('resources.tax-documents.banner.server')}:{' '}
          {/* The server's own words, for the admin who sets the shop up: they name the setting. */}
          <bdi lang="en" dir="ltr">
            {data.warning}
          </bdi>
        </>
      ) : (
        translate('resources.tax-documents.banner.tell_admin')
      )}
    </Alert>
  );
}
