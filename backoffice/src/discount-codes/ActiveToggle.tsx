import { Switch } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { useShopTimeZone } from '../shared/ShopDateTime';
import { discountCodeForm, discountCodePayload, type DiscountCodeWire } from './discountCodeForm';

const R = 'resources.discount-codes';

/**
 * Deactivate (or activate again) from the list: the way to retire a code orders have used, since
 * those codes cannot be deleted. The whole code is sent back unchanged but for `active`.
 */
export function ActiveToggle({ code }: { code: DiscountCodeWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const timeZone = useShopTimeZone();
  const [update, { isPending }] = useUpdate<DiscountCodeWire>();
  const toggle = (active: boolean) =>
    update(
      'discount-codes',
      { id: code.id, data: discountCodePayload({ ...discountCodeForm(code, timeZone), active }, timeZone), previousData: code },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`${R}.toggle.${active ? 'activated' : 'deactivated'}`, { messageArgs: { code: code.code } }),
        onError: () => notify(`${R}.toggle.failed`, { type: 'error' }),
      },
    );
  return (
    <Switch
      checked={code.active}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': translate(`${R}.toggle.label`, { code: code.code }) } }}
    />
  );
}
