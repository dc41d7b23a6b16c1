import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useShopTimeZone } from '../shared/ShopDateTime';
import type { DiscountCodeWire } from './discountCodeForm';
import { formatShopDay, shopDayOf } from './shopDays';

const R = 'resources.discount-codes';

/** "1.4.2026 – 30.4.2026", "From 1.4.2026", "Always": shop days, in the shop's zone. */
export function Validity({ code }: { code: DiscountCodeWire }) {
  const translate = useTranslate();
  const timeZone = useShopTimeZone();
  const from = code.valid_from ? formatShopDay(shopDayOf(code.valid_from, timeZone)) : '';
  const to = code.valid_to ? formatShopDay(shopDayOf(code.valid_to, timeZone)) : '';
  const text =
    from && to
      ? `${from} – ${to}`
      : from
        ? translate(`${R}.list.from_only`, { from })
        : to
          ? translate(`${R}.list.to_only`, { to })
          : translate(`${R}.list.always`);
  return (
    <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}
