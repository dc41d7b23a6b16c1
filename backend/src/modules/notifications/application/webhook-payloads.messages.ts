import { toShekels } from 'shop-rules';
import type { WebhookEvent } from '../domain/webhook-events';
import type { OrderAlert } from './order-alert.views';

/**
 * The JSON body of a delivery (documented in the OpenAPI description of the webhooks): the event, its
 * id, when it happened and the order as it was then; money in shekels, as everywhere in the API.
 */
export function orderWebhookBody(
  event: WebhookEvent,
  eventId: string,
  alert: OrderAlert,
  occurredAt: Date,
  previousStatus: string | null,
): string {
  return JSON.stringify({
    id: eventId,
    event,
    created_at: occurredAt.toISOString(),
    data: {
      ...(previousStatus ? { previous_status: previousStatus } : {}),
      order: {
        id: alert.orderId,
        order_number: alert.orderNumber,
        status: alert.status,
        payment_status: alert.paymentStatus,
        payment_method: alert.paymentMethod,
        paid_with: alert.paidWith,
        installments: alert.installments,
        language: alert.language,
        customer: {
          name: alert.customer.name,
          email: alert.customer.email,
          phone: alert.customer.phone,
          company_name: alert.customer.companyName,
        },
        delivery: { method: alert.delivery.method, fee: toShekels(alert.delivery.fee), address: alert.delivery.address },
        notes: alert.notes,
        items: alert.lines.map((line) => ({
          product_id: line.productId,
          variant_id: line.variantId,
          product_name: line.productName,
          variant_name: line.variantName,
          quantity: line.quantity,
          unit_price: toShekels(line.unitPrice),
          total_price: toShekels(line.totalPrice),
        })),
        items_total: toShekels(alert.itemsTotal),
        discount_code: alert.discountCode,
        discount_amount: toShekels(alert.discountAmount),
        total_amount: toShekels(alert.total),
        created_at: alert.createdAt.toISOString(),
        paid_at: alert.paidAt ? alert.paidAt.toISOString() : null,
      },
    },
  });
}
