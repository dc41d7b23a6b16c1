import { useQuery } from '@tanstack/react-query';
import type { ShopClockWire } from '../api/wire';
import { httpClient } from '../providers/httpClient';
import { DEFAULT_SHOP_TIME_ZONE, formatDateTime } from './format';

const SHOP_CLOCK_QUERY_KEY = ['shop-clock'] as const;

/** GET /api/shop-clock: the shop's time zone (SHOP_TIME_ZONE on the server), open to every staff role. */
async function fetchShopClock(): Promise<ShopClockWire> {
  const { json } = await httpClient('/api/shop-clock');
  return json as ShopClockWire;
}

/**
 * The shop's time zone, read once per session: staff see the shop's clock in any browser (a laptop
 * abroad, a machine set to UTC). Until it arrives, and should it fail, the shop's default zone.
 */
export function useShopTimeZone(): string {
  const { data } = useQuery({ queryKey: SHOP_CLOCK_QUERY_KEY, queryFn: fetchShopClock, staleTime: Infinity, retry: false });
  return data?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
}

/** An API timestamp as the shop's date and time. */
export function ShopDateTime({ value }: { value: string | null | undefined }) {
  return <>{formatDateTime(value, useShopTimeZone())}</>;
}
