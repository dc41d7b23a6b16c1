import { TableCell, TableFooter, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatShekels, formatSignedPrice } from '../shared/format';
import { orderAmountLines, type OrderCheckoutFacts } from './orderCheckout';

// Unicode isolates around a code inside a translated sentence: a Latin code in Hebrew keeps its place.
const isolated = (text: string) => `\u2068${text}\u2069`;

function AmountRow({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  const weight = strong ? 600 : undefined;
  return (
    <TableRow>
      <TableCell colSpan={4} sx={{ fontWeight: weight }}>
        {term}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** Below the items: their total, the discount with its code, the delivery (its fee or free) and the order's total. */
export function OrderAmountRows({ order }: { order: OrderCheckoutFacts }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.orders.details.${key}`, options);
  const lines = orderAmountLines(order);
  return (
    <TableFooter>
      <AmountRow term={t('items_total')}>
        <bdi dir="ltr">{formatShekels(lines.itemsTotal)}</bdi>
      </AmountRow>
      {lines.discount && (
        <AmountRow term={lines.discount.code ? t('discount_code', { code: isolated(lines.discount.code) }) : t('discount')}>
          <bdi dir="ltr">{formatSignedPrice(-lines.discount.amount)}</bdi>
        </AmountRow>
      )}
      <AmountRow term={`${t('delivery')}: ${t(`delivery_methods.${lines.delivery.method}`)}`}>
        {lines.delivery.fee > 0 || lines.delivery.method === 'pickup' ? (
          <bdi dir="ltr">{formatShekels(lines.delivery.fee)}</bdi>
        ) : (
          t('delivery_free')
        )}
      </AmountRow>
      <AmountRow term={t('total')} strong>
        <bdi dir="ltr">{formatShekels(lines.total)}</bdi>
      </AmountRow>
    </TableFooter>
  );
}
