import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { addressValueDirection } from 'shop-rules';
import type { OrderRowWire, OrderWire } from '../api/wire';
import { formatShekels } from '../shared/format';
import { ScrollArea } from '../shared/ScrollArea';
import { ShopDateTime } from '../shared/ShopDateTime';
import { StatusChip } from '../shared/StatusChip';
import { LatePaymentChip } from './LatePaymentChip';
import { CashPaymentButton } from '../tax-documents/CashPaymentButton';
import { TaxDocumentsBlock } from '../tax-documents/TaxDocumentsBlock';
import { ItemHistory } from '../audit-log/ItemHistory';
import { OrderAfterSale } from './OrderAfterSale';
import { OrderAmountRows } from './OrderAmountRows';
import { deliveryAddressPiecesOf, paymentWording, type OrderCheckoutFacts } from './orderCheckout';
import { asOrderStatus, asPaymentStatus, PAYMENT_COLORS, paymentLabelKey, STATUS_COLORS, statusLabelKey } from './orderStatus';
import { OrderNumber } from '../shared/OrderNumber';
import { withLines } from './orderDetails';

/** One term and its value; values from the database keep their own direction. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1 }}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The spec's order details modal (900px): customer, order, items with totals, notes. */
/** The delivery chosen, and for a courier the address and the shopper's notes for it. */
function DeliveryFacts({ order }: { order: OrderCheckoutFacts }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.orders.details.${key}`, options);
  const address = order.delivery_method === 'courier' ? order.delivery_address : null;
  return (
    <>
      <Fact term={t('delivery')}>{t(`delivery_methods.${order.delivery_method === 'courier' ? 'courier' : 'pickup'}`)}</Fact>
      {address && (
        <Fact term={t('delivery_address')}>
          {/* The desk's direction, each value in its own: a Hebrew street on a Russian desk, "-1" on a Hebrew one. */}
          <span>
            {deliveryAddressPiecesOf(address, {
              entrance: t('address_words.entrance'),
              floor: t('address_words.floor'),
              apartment: t('address_words.apartment'),
            }).map((piece, index) => (
              <Fragment key={index}>
                {index > 0 && ', '}
                {piece.word && `${piece.word} `}
                <bdi dir={addressValueDirection(piece.value)}>{piece.value}</bdi>
              </Fragment>
            ))}
          </span>
          {address.notes && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              <bdi>{t('delivery_notes', { notes: address.notes })}</bdi>
            </Typography>
          )}
        </Fact>
      )}
    </>
  );
}

/** How the order was paid (or is to be): cash, card, card in N payments, Bit. */
function PaymentFact({ order }: { order: OrderCheckoutFacts }) {
  const translate = useTranslate();
  const { key, options } = paymentWording(order);
  // Isolated: a Latin method name ("Bit") at the start of a Hebrew sentence keeps its place.
  const method = options?.methodKey ? `\u2068${translate(String(options.methodKey))}\u2069` : undefined;
  return <Fact term={translate('resources.orders.fields.paid_with')}>{translate(key, { ...options, method })}</Fact>;
}

export function OrderDetailsDialog({
  order,
  open,
  onClose,
}: {
  /** The list's row until the order itself arrives with its lines. */
  order: (OrderWire | OrderRowWire) & OrderCheckoutFacts;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const t = (key: string, options?: object) => translate(`resources.orders.${key}`, options);
  const status = asOrderStatus(order.status);
  const payment = asPaymentStatus(order.payment_status);
  const titleId = `order-details-${order.id}`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} fullWidth aria-labelledby={titleId} PaperProps={{ sx: { maxWidth: 900 } }}>
      {/* pr flips to the left side in Hebrew (the emotion RTL cache), as does right: 8. */}
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('details.title')} <OrderNumber value={order.order_number} />
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t('details.close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {/* Focusable: a long order scrolls inside the dialog, and keyboard users must be able to scroll it. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Section title={t('details.customer')}>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact term={t('fields.customer_name')}>
                <bdi>{order.customer_name}</bdi>
              </Fact>
              <Fact term={t('fields.customer_email')}>
                <span dir="ltr">{order.customer_email}</span>
              </Fact>
              <Fact term={t('fields.customer_phone')}>
                <span dir="ltr">{order.customer_phone}</span>
              </Fact>
              {/* A courier order's customer_address is its delivery address written out: shown once, below. */}
              {order.delivery_method !== 'courier' && (
                <Fact term={t('fields.customer_address')}>
                  <bdi>{order.customer_address || '-'}</bdi>
                </Fact>
              )}
              <DeliveryFacts order={order} />
            </Box>
          </Section>
          <Section title={t('details.order')}>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact term={t('fields.order_number')}>
                <OrderNumber value={order.order_number} />
              </Fact>
              <Fact term={t('fields.date')}>
                <bdi>
                  <ShopDateTime value={order.created_at} />
                </bdi>
              </Fact>
              <Fact term={t('fields.status')}>
                <StatusChip color={STATUS_COLORS[status]} label={translate(statusLabelKey(status))} />
              </Fact>
              <Fact term={t('fields.payment_method')}>{t(`payment_methods.${order.payment_method}`, { _: order.payment_method })}</Fact>
              <PaymentFact order={order} />
              <Fact term={t('fields.payment_status')}>
                <StatusChip color={PAYMENT_COLORS[payment]} label={translate(paymentLabelKey(payment))} />
              </Fact>
              {order.paid_after_cancellation_at && (
                <Fact term={t('late_payment.paid_at')}>
                  <LatePaymentChip order={order} />{' '}
                  <bdi>
                    <ShopDateTime value={order.paid_after_cancellation_at} />
                  </bdi>
                </Fact>
              )}
              <Fact term={t('fields.total_amount')}>
                <bdi>{formatShekels(order.total_amount)}</bdi>
              </Fact>
            </Box>
          </Section>
        </Box>
        <Section title={t('details.items')}>{withLines(order) ? <OrderLinesTable order={order} /> : <LinesLoading />}</Section>
        <TaxDocumentsBlock order={order} />
        {withLines(order) && <OrderAfterSale order={order} />}
        <ItemHistory entityType="order" entityId={order.id} />
        {order.notes && (
          <Section title={t('details.notes')}>
            <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
              {order.notes}
            </Typography>
          </Section>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <CashPaymentButton order={order} />
        <Button component={Link} to={createPath({ resource: 'orders', id: order.id, type: 'edit' })} startIcon={<EditIcon />}>
          {t('details.edit')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('details.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LinesLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
      <CircularProgress size={18} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {translate('resources.orders.details.items_loading')}
      </Typography>
    </Box>
  );
}

/** The order's lines with their amounts below them. */
function OrderLinesTable({ order }: { order: OrderWire & OrderCheckoutFacts }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.orders.${key}`, options);
  return (
    <ScrollArea label={t('details.items')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('details.product')}</TableCell>
            <TableCell>{t('details.variant')}</TableCell>
            <TableCell align="right">{t('details.quantity')}</TableCell>
            <TableCell align="right">{t('details.unit_price')}</TableCell>
            <TableCell align="right">{t('details.line_total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item, index) => (
            <TableRow key={`${item.product_id}-${item.variant_id}-${index}`}>
              <TableCell>
                <bdi>{item.product_name}</bdi>
                {item.product_id !== null && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('details.product_id', { id: item.product_id })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <bdi>{item.variant_name || '-'}</bdi>
              </TableCell>
              <TableCell align="right">
                {item.quantity}
                {item.cancelled_quantity > 0 && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate('resources.cancellation-requests.order_section.cancelled_units', {
                      cancelled: item.cancelled_quantity,
                      quantity: item.quantity,
                    })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                <bdi>{formatShekels(item.unit_price)}</bdi>
              </TableCell>
              <TableCell align="right">
                <bdi>{formatShekels(item.total_price)}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <OrderAmountRows order={order} />
      </Table>
    </ScrollArea>
  );
}
