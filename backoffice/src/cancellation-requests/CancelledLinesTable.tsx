import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CancelledLineWire } from '../api/wire';
import { formatShekels, formatSignedPrice } from '../shared/format';

const R = 'resources.cancellation-requests.show';

/** The lines to cancel with their paid value, then the goods, any delivery given back, the fee and the refund. */
export function CancelledLinesTable({
  lines,
  amounts,
}: {
  lines: readonly CancelledLineWire[];
  amounts: { goods_amount: number; delivery_amount: number; fee: number; refund_amount: number };
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${R}.${key}`);
  const money = (amount: number) => <bdi dir="ltr">{formatShekels(amount)}</bdi>;
  const total = (term: string, value: ReactNode, strong = false) => (
    <TableRow>
      <TableCell colSpan={2} sx={{ fontWeight: strong ? 600 : undefined }}>
        {term}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }}>
        {value}
      </TableCell>
    </TableRow>
  );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('product')}</TableCell>
          <TableCell align="right">{t('quantity')}</TableCell>
          <TableCell align="right">{t('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.item_id}>
            {/* The variant under the name: three columns fit a phone. */}
            <TableCell>
              <bdi>{line.product_name}</bdi>
              {line.variant_name && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('variant')}: <bdi>{line.variant_name}</bdi>
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{money(line.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        {total(t('goods'), money(amounts.goods_amount))}
        {amounts.delivery_amount > 0 && total(t('delivery'), money(amounts.delivery_amount))}
        {amounts.fee > 0 && total(t('fee'), <bdi dir="ltr">{formatSignedPrice(-amounts.fee)}</bdi>)}
        {total(t('refund'), money(amounts.refund_amount), true)}
      </TableFooter>
    </Table>
  );
}
