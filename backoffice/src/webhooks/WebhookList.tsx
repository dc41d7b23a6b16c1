import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WebhookWire } from '../api/wire';
import { CardGrid } from '../shared/CardGrid';
import { RecordCard } from '../shared/RecordCard';
import { ResourceList } from '../shared/ResourceList';
import { StatusChip } from '../shared/StatusChip';

const R = 'resources.webhooks';

function WebhookCard({ webhook }: { webhook: WebhookWire }) {
  const translate = useTranslate();
  const name = webhook.description || webhook.url;
  return (
    <RecordCard record={webhook} name={name}>
      <Stack gap={1}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <bdi>{name}</bdi>
        </Typography>
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', textAlign: 'start' }}>
          {webhook.url}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <StatusChip
            color={webhook.is_active ? 'success' : 'default'}
            label={translate(`${R}.${webhook.is_active ? 'active' : 'inactive'}`)}
          />
          {webhook.events.map((event) => (
            <StatusChip key={event} color="info" label={translate(`${R}.events.${event.replace('.', '_')}`)} />
          ))}
        </Box>
      </Stack>
    </RecordCard>
  );
}

/** The integrators' webhooks as cards (one column on a phone), newest first. */
export function WebhookList() {
  return (
    <ResourceList perPage={25} sort={{ field: 'id', order: 'DESC' }} rowsPerPageOptions={[25, 50]}>
      <CardGrid<WebhookWire> counted card={(webhook) => <WebhookCard webhook={webhook} />} />
    </ResourceList>
  );
}
