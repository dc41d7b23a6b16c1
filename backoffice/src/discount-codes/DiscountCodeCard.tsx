import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, RecordContextProvider, useTranslate } from 'react-admin';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { formatCount, formatShekels } from '../shared/format';
import { ActiveToggle } from './ActiveToggle';
import { discountValueText, type DiscountCodeWire } from './discountCodeForm';
import { isUsedCodeRefusal } from './discountCodeRefusals';
import { Validity } from './Validity';

const R = 'resources.discount-codes';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** One discount code on a phone: every column of the table, none cut off at the side. */
export function DiscountCodeCard({ code }: { code: DiscountCodeWire }) {
  const translate = useTranslate();
  const label = (name: string) => translate(`${R}.fields.${name}`);
  const limit = (value: number | null) => (value === null ? translate(`${R}.list.unlimited`) : formatCount(value));
  return (
    <RecordContextProvider value={code}>
      <Card component="article" aria-label={translate(`${R}.card.label`, { code: code.code })} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1}>
            <Typography component="h2" variant="subtitle1" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
              <bdi>{code.code}</bdi>
            </Typography>
            <Box component="bdi" dir="ltr" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {discountValueText(code, formatShekels)}
            </Box>
          </Stack>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}>
            <Term label={label('min_order_total')}>
              {code.minimum_total === null ? translate(`${R}.list.none`) : <bdi dir="ltr">{formatShekels(code.minimum_total)}</bdi>}
            </Term>
            <Term label={label('validity')}>
              <Validity code={code} />
            </Term>
            <Term label={label('uses')}>
              {code.max_uses === null
                ? `${formatCount(code.uses)} (${translate(`${R}.list.unlimited`)})`
                : translate(`${R}.list.uses_of`, { uses: formatCount(code.uses), limit: formatCount(code.max_uses) })}
            </Term>
            <Term label={label('max_uses_per_email')}>{limit(code.max_uses_per_email)}</Term>
          </Box>
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between' }}>
          <ActiveToggle code={code} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <EditButton aria-label={`${translate('app.edit')}: ${code.code}`} />
            <DeleteWithNameButton
              record={code}
              name={code.code}
              iconOnly
              ariaLabel={`${translate('app.delete')}: ${code.code}`}
              refusalKey={(error) => (isUsedCodeRefusal(error) ? `${R}.delete.refused_used` : undefined)}
            />
          </Box>
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
