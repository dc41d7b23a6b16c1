import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, ShowButton, useTranslate } from 'react-admin';
import type { CancellationRequestWire } from '../api/wire';
import { formatShekels } from '../shared/format';
import { ShopDateTime } from '../shared/ShopDateTime';
import { RequestStateChip } from './RequestStateChip';
import { OrderNumber } from '../shared/OrderNumber';

const R = 'resources.cancellation-requests';

/** One request on a phone: its number and state, the order and customer, when, why and how much; opens the request. */
export function RequestCard({ request }: { request: CancellationRequestWire }) {
  const translate = useTranslate();
  const term = (name: string) => translate(`${R}.fields.${name}`);
  return (
    <RecordContextProvider value={request}>
      <Card component="article" aria-label={request.request_number} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} sx={{ mb: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <bdi>{request.request_number}</bdi>
            </Typography>
            <RequestStateChip state={request.state} />
          </Stack>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term('order_number')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <OrderNumber value={request.order_number} />
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term('customer')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <bdi>{request.customer_name}</bdi>
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term('created_at')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <bdi>
                <ShopDateTime value={request.created_at} />
              </bdi>
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term('reason')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {translate(`${R}.reasons.${request.reason}`, { _: request.reason })}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term('refund_amount')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              <bdi dir="ltr">{formatShekels(request.refund_amount)}</bdi>
            </Typography>
          </Box>
        </CardContent>
        <CardActions>
          <ShowButton label={`${R}.card.open`} aria-label={translate(`${R}.card.open`, { number: request.request_number })} />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
