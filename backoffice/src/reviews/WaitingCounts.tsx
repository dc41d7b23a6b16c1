import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { formatCount } from '../shared/format';
import { fetchWaitingCounts } from './backInStockCalls';

const WaitingCounts = createContext<Map<number, number>>(new Map());

/** One call per page of products: how many shoppers wait for each of them to return to stock. */
export function WaitingCountsProvider({ children }: { children: ReactNode }) {
  const { data = [] } = useListContext<{ id: number }>();
  const ids = data.map((record) => record.id);
  const { data: counts } = useQuery({
    queryKey: ['back-in-stock', 'waiting', ids],
    queryFn: () => fetchWaitingCounts(ids),
    enabled: ids.length > 0,
  });
  const byProduct = new Map((counts ?? []).map((count) => [count.product_id, count.waiting]));
  return <WaitingCounts.Provider value={byProduct}>{children}</WaitingCounts.Provider>;
}

/** "3 waiting for stock" on a product's card, when anyone waits. */
export function WaitingForStock({ productId }: { productId: number }) {
  const translate = useTranslate();
  const waiting = useContext(WaitingCounts).get(productId) ?? 0;
  if (waiting === 0) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, color: 'warning.dark' }}>
      {translate('resources.reviews.back_in_stock.waiting', { smart_count: waiting, count: formatCount(waiting) })}
    </Typography>
  );
}
