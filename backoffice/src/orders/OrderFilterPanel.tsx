import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Collapse, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { EMPTY_ORDER_FILTERS, orderFilterForm, orderListFilter, type OrderFilterForm } from './orderFilters';
import { ORDER_STATUSES, paymentLabelKey, PAYMENT_STATUSES, statusLabelKey } from './orderStatus';

export const ORDER_FILTER_PANEL_ID = 'order-filters';

/**
 * The collapsible filter panel. Values are kept here while typed and go to the list (the URL and
 * the database query) on Apply; Clear empties both. Enter in any field applies.
 */
export function OrderFilterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [form, setForm] = useState<OrderFilterForm>(() => orderFilterForm(filterValues));
  // Back and forward in the browser change the URL's filter: the panel follows.
  const urlFilter = JSON.stringify(filterValues ?? {});
  useEffect(() => setForm(orderFilterForm(JSON.parse(urlFilter))), [urlFilter]);

  const field = (name: keyof OrderFilterForm) => ({
    id: `order-filter-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((previous) => ({ ...previous, [name]: event.target.value })),
    size: 'small' as const,
    fullWidth: true,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(orderListFilter(form), undefined);
  };
  const clear = () => {
    setForm(EMPTY_ORDER_FILTERS);
    setFilters({}, undefined);
  };

  return (
    <Collapse in={open}>
      <Paper
        id={ORDER_FILTER_PANEL_ID}
        component="form"
        onSubmit={apply}
        variant="outlined"
        sx={{ p: 2, mb: 2 }}
        aria-labelledby="order-filters-title"
      >
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography id="order-filters-title" component="h2" variant="subtitle1">
            {translate('resources.orders.filters.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={translate('resources.orders.filters.close')} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(7, 1fr)' } }}
        >
          <TextField
            select
            label={translate('resources.orders.filters.status')}
            {...field('status')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{translate('resources.orders.filters.all')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {translate(statusLabelKey(status))}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={translate('resources.orders.filters.payment_status')}
            {...field('payment_status')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{translate('resources.orders.filters.all')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {translate(paymentLabelKey(status))}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={translate('resources.cancellation-requests.desk_filter.label')}
            {...field('cancellation')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{translate('resources.cancellation-requests.desk_filter.any')}</option>
            <option value="open">{translate('resources.cancellation-requests.desk_filter.open')}</option>
          </TextField>
          <TextField
            select
            label={translate('resources.orders.late_payment.filter')}
            {...field('paid_after_cancellation')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{translate('resources.orders.late_payment.filter_any')}</option>
            <option value="true">{translate('resources.orders.late_payment.filter_only')}</option>
          </TextField>
          <TextField
            type="date"
            label={translate('resources.orders.filters.date_from')}
            {...field('date_from')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={translate('resources.orders.filters.date_to')}
            {...field('date_to')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="search"
            label={translate('resources.orders.filters.search')}
            helperText={translate('resources.orders.filters.search_hint')}
            {...field('search')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained">
            {translate('resources.orders.filters.apply')}
          </Button>
          <Button type="button" variant="outlined" onClick={clear}>
            {translate('resources.orders.filters.clear')}
          </Button>
        </Stack>
      </Paper>
    </Collapse>
  );
}
