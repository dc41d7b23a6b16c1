import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Show, useCreatePath, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { CancellationRequestWire } from '../api/wire';
import { ShopDateTime } from '../shared/ShopDateTime';
import { ScrollArea } from '../shared/ScrollArea';
import { isolated } from './cancellationRules';
import { CancelledLinesTable } from './CancelledLinesTable';
import { RequestDecision } from './RequestDecision';
import { RequestStateChip } from './RequestStateChip';
import { OrderNumber } from '../shared/OrderNumber';

const R = 'resources.cancellation-requests';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1 }}>
        {children}
      </Typography>
    </>
  );
}

function RequestTitle() {
  const translate = useTranslate();
  const request = useRecordContext<CancellationRequestWire>();
  return <>{request ? translate(`${R}.show.title`, { number: request.request_number }) : translate(`${R}.name`, { smart_count: 1 })}</>;
}

function RequestDetails() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const locale = useLocale();
  const request = useRecordContext<CancellationRequestWire>();
  if (!request) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
        <CircularProgress size={24} />
        <Typography>{translate(`${R}.loading`)}</Typography>
      </Box>
    );
  }
  const field = (name: string) => translate(`${R}.fields.${name}`);
  const yesNo = (value: boolean) => translate(`${R}.show.${value ? 'yes' : 'no'}`);
  const list = createPath({ resource: 'cancellation-requests', type: 'list' });
  // The order in the orders desk, found by its number.
  const order = `${createPath({ resource: 'orders', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ q: request.order_number }))}`;
  return (
    // min-width 0: a wide table scrolls inside its section instead of widening the page on a phone.
    <Stack gap={2} sx={{ py: 2, maxWidth: 960, minWidth: 0, '& > *': { minWidth: 0 } }}>
      <Box>
        {/* "Back" points the way the page reads: right in Hebrew. */}
        <Button component={Link} to={list} startIcon={locale === 'he' ? <ArrowForwardIcon /> : <ArrowBackIcon />}>
          {translate(`${R}.show.back`)}
        </Button>
      </Box>
      <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap">
        <Typography component="h1" variant="h5">
          {translate(`${R}.show.title`, { number: '' })}
          <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
            {request.request_number}
          </Box>
        </Typography>
        <RequestStateChip state={request.state} />
      </Stack>
      {request.state === 'open' && request.provider_message && (
        <Alert severity="error">{translate(`${R}.show.provider_refused`, { message: isolated(request.provider_message) })}</Alert>
      )}
      <Paper component="section" variant="outlined" aria-labelledby="request-facts-title" sx={{ p: 2 }}>
        <Typography id="request-facts-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(`${R}.show.facts`)}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <div>
            <Fact term={field('order_number')}>
              <Link to={order} aria-label={translate(`${R}.show.open_order`, { number: request.order_number })}>
                <OrderNumber value={request.order_number} />
              </Link>
            </Fact>
            <Fact term={field('customer')}>
              <bdi>{request.customer_name}</bdi>
            </Fact>
            <Fact term={field('created_at')}>
              <bdi>
                <ShopDateTime value={request.created_at} />
              </bdi>
            </Fact>
            <Fact term={field('reason')}>{translate(`${R}.reasons.${request.reason}`, { _: request.reason })}</Fact>
            {request.reason_details && (
              <Fact term={field('reason_details')}>
                <Box component="span" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                  {request.reason_details}
                </Box>
              </Fact>
            )}
          </div>
          <div>
            <Fact term={field('whole_order')}>{yesNo(request.whole_order)}</Fact>
            <Fact term={field('longer_period_statement')}>{yesNo(request.longer_period_statement)}</Fact>
            {request.decided_at && (
              <Fact term={field('decided_at')}>
                <bdi>
                  <ShopDateTime value={request.decided_at} />
                </bdi>
              </Fact>
            )}
            {request.staff_note && (
              <Fact term={field('staff_note')}>
                <Box component="span" dir="auto">
                  {request.staff_note}
                </Box>
              </Fact>
            )}
          </div>
        </Box>
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: 2 }}>
        <Typography id="request-lines-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(`${R}.show.lines`)}
        </Typography>
        <ScrollArea label={translate(`${R}.show.lines`)}>
          <CancelledLinesTable lines={request.items} amounts={request} />
        </ScrollArea>
        {request.state === 'open' && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate(`${R}.show.amounts_note`)}
          </Typography>
        )}
      </Paper>
      {request.state === 'open' && <RequestDecision key={request.id} request={request} />}
    </Stack>
  );
}

/** One request: the order and shopper, the reason and statement, the lines and amounts, and staff's decision. */
export function CancellationRequestShow() {
  return (
    <Show actions={false} title={<RequestTitle />} component="div">
      <RequestDetails />
    </Show>
  );
}
