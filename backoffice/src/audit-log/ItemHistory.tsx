import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link, useBasename, useGetList, usePermissions, useTranslate } from 'react-admin';
import type { AuditRecordWire } from '../api/wire';
import { mayOpen } from '../providers/officeAccess';
import { AuditRecordCard } from './AuditRecordCard';

const R = 'resources.audit-log.history';
const SHOWN = 10;

function Records({ entityType, entityId }: { entityType: string; entityId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  // The item's own records and its parts' (a product's variants, an order's refunds).
  const filter = { item: `${entityType}:${entityId}` };
  const { data, total, isPending, error } = useGetList<AuditRecordWire>('audit-log', {
    filter,
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: SHOWN },
  });
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={18} />
        <Typography variant="body2">{translate(`${R}.loading`)}</Typography>
      </Box>
    );
  }
  if (error) return <Typography color="error">{translate('app.load_failed')}</Typography>;
  if (!data?.length) return <Typography color="text.secondary">{translate(`${R}.empty`)}</Typography>;
  return (
    <Stack spacing={1}>
      {data.map((record) => (
        <AuditRecordCard key={record.id} record={record} showItem={false} />
      ))}
      {(total ?? 0) > SHOWN && (
        <Box>
          <Button component={Link} to={`${basename}/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}`}>
            {translate(`${R}.more`)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** An item's audit records and its parts', newest first (admins only: the log names staff and their addresses). */
export function ItemHistory({ entityType, entityId }: { entityType: string; entityId: string | number | undefined }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  if (entityId === undefined || !mayOpen(permissions, 'audit-log')) return null;
  return (
    <Box component="section" aria-labelledby={`history-${entityType}`} sx={{ mt: 3 }}>
      <Typography id={`history-${entityType}`} component="h2" variant="h6" gutterBottom>
        {translate(`${R}.title`)}
      </Typography>
      <Records entityType={entityType} entityId={String(entityId)} />
    </Box>
  );
}
