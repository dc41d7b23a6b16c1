import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { WebhookDeliveryWire } from '../api/wire';
import { httpClient } from '../providers/httpClient';
import { ShopDateTime } from '../shared/ShopDateTime';
import { StatusChip, type ChipColor } from '../shared/StatusChip';

const R = 'resources.webhooks.deliveries';
const STATE_COLOURS: Record<string, ChipColor> = { pending: 'warning', delivered: 'success', failed: 'error' };

function SendAgain({ delivery }: { delivery: WebhookDeliveryWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const sendAgain = async () => {
    setBusy(true);
    try {
      await httpClient(`/api/admin/webhook-deliveries/${delivery.id}/resend`, { method: 'POST', body: '{}' });
      notify(`${R}.resent`, { type: 'success' });
      refresh();
    } catch {
      notify(`${R}.resend_failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      onClick={() => void sendAgain()}
      aria-label={translate(`${R}.resend_of`, { id: delivery.id })}
    >
      {translate(`${R}.resend`)}
    </Button>
  );
}

/** The webhook's deliveries, newest first: event, state, attempts, last answer, and "send again". */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<WebhookDeliveryWire>('webhook-deliveries', {
    filter: { webhook_id: webhookId },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'DESC' },
  });
  return (
    <Box
      component="section"
      aria-labelledby="webhook-deliveries-title" // Room below the last entry: on a phone the form's save bar stays at the bottom over the page.
      sx={{ maxWidth: 720, p: 2, pb: 12 }}
    >
      <Typography id="webhook-deliveries-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(`${R}.title`)}
      </Typography>
      {isPending ? (
        <Typography role="status">{translate(`${R}.loading`)}</Typography>
      ) : error ? (
        <Typography role="alert" color="error">
          {translate(`${R}.failed`)}
        </Typography>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{translate(`${R}.empty`)}</Typography>
      ) : (
        <Stack component="ol" gap={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((delivery) => (
            <Card component="li" key={delivery.id} variant="outlined" aria-label={translate(`${R}.item`, { id: delivery.id })}>
              <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', '&:last-child': { pb: 2 } }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate(`resources.webhooks.events.${delivery.event.replace('.', '_')}`)}
                </Typography>
                <StatusChip color={STATE_COLOURS[delivery.state] ?? 'default'} label={translate(`${R}.states.${delivery.state}`)} />
                <Typography variant="body2" color="text.secondary">
                  <ShopDateTime value={delivery.created_at} />
                </Typography>
                <Typography variant="body2">{translate(`${R}.attempts`, { smart_count: delivery.attempts })}</Typography>
                {delivery.last_status_code !== null && (
                  <Typography variant="body2">
                    {translate(`${R}.status_code`)} <bdi>{delivery.last_status_code}</bdi>
                  </Typography>
                )}
                {delivery.last_error && (
                  <Typography variant="body2" color="error" sx={{ flexBasis: '100%', overflowWrap: 'anywhere' }}>
                    <bdi>{delivery.last_error}</bdi>
                  </Typography>
                )}
                <Box sx={{ marginInlineStart: 'auto' }}>
                  <SendAgain delivery={delivery} />
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
