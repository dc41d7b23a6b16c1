import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import type { OrderRowWire, TaxDocumentWire } from '../api/wire';
import { ScrollArea } from '../shared/ScrollArea';
import { StatusChip } from '../shared/StatusChip';
import { fetchTaxDocuments, retryTaxDocument, taxDocumentsQueryKey } from './taxDocumentCalls';
import { canRetry, kindOf, refreshInterval, STATE_COLORS, stateOf } from './taxDocuments';

const TEXTS = 'resources.tax-documents';
/** Read by screen readers, not shown: the heading of the buttons' column. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function RetryButton({ document, orderId }: { document: TaxDocumentWire; orderId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);
  const kind = translate(`${TEXTS}.kinds.${kindOf(document.kind)}`);
  const retry = async () => {
    setBusy(true);
    try {
      await retryTaxDocument(document.id);
      notify(`${TEXTS}.retried`, { type: 'info' });
    } catch (error) {
      console.error(`Failed to retry tax document ${document.id}`, error);
      if (!(await logoutIfAccessDenied(error))) notify(`${TEXTS}.retry_failed`, { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: taxDocumentsQueryKey(orderId) });
    }
  };
  return (
    <Button size="small" startIcon={<ReplayIcon />} onClick={retry} disabled={busy} aria-label={translate(`${TEXTS}.retry_of`, { kind })}>
      {translate(`${TEXTS}.retry`)}
    </Button>
  );
}

/**
 * The order's tax documents: the invoice-receipt and any credit notes, each with its number (a link to
 * the provider's document), state, attempts and last error, and a retry for a failed one. Read again
 * every few seconds while one is pending, so a number appears as soon as it is issued.
 */
export function TaxDocumentsBlock({ order }: { order: OrderRowWire }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${TEXTS}.${key}`, options);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { data, isPending, error } = useQuery({
    queryKey: taxDocumentsQueryKey(order.id),
    queryFn: () => fetchTaxDocuments(order.id),
    refetchInterval: (query) => refreshInterval(query.state.data),
  });
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);

  let body;
  if (isPending) {
    body = (
      <Typography variant="body2" role="status">
        {t('loading')}
      </Typography>
    );
  } else if (error) {
    body = (
      <Typography variant="body2" role="alert" color="error">
        {t('failed')}
      </Typography>
    );
  } else if (data.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {t(order.payment_status === 'paid' ? 'empty' : 'empty_unpaid')}
      </Typography>
    );
  } else {
    body = (
      <ScrollArea label={t('table')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.kind')}</TableCell>
              <TableCell>{t('fields.number')}</TableCell>
              <TableCell>{t('fields.state')}</TableCell>
              <TableCell align="right">{t('fields.attempts')}</TableCell>
              <TableCell>{t('fields.last_error')}</TableCell>
              <TableCell>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {t('retry')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((document) => {
              const kind = t(`kinds.${kindOf(document.kind)}`);
              const state = stateOf(document.state);
              return (
                <TableRow key={document.id}>
                  <TableCell>{kind}</TableCell>
                  <TableCell>
                    {document.number && document.url ? (
                      <Link
                        href={document.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('open', { kind, number: document.number })}
                      >
                        <bdi>{document.number}</bdi>
                      </Link>
                    ) : (
                      <Typography variant="body2" component="span" color="text.secondary">
                        {t('no_number')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <StatusChip color={STATE_COLORS[state]} label={t(`states.${state}`)} />
                  </TableCell>
                  <TableCell align="right">{document.attempts}</TableCell>
                  <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                    {document.last_error ? <bdi dir="auto">{document.last_error}</bdi> : '-'}
                  </TableCell>
                  <TableCell>{canRetry(document) && <RetryButton document={document} orderId={order.id} />}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollArea>
    );
  }
  return (
    <Box component="section" sx={{ mb: 2 }} aria-labelledby={`tax-documents-${order.id}`}>
      <Typography id={`tax-documents-${order.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('name')}
      </Typography>
      {body}
    </Box>
  );
}
