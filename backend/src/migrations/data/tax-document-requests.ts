import type { QueryRunner } from 'typeorm';
import { toAgorot } from 'shop-rules';

type Row = Record<string, unknown>;

const agorot = (value: unknown) => toAgorot(Number(value ?? 0));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const date = (value: unknown) => (value ? new Date(value as string) : null);

/** The order as its documents tell it, from the tables as this release leaves them. */
async function soldOrder(queryRunner: QueryRunner, orderId: string): Promise<{ order: Row; unitPrices: Map<number, number> } | null> {
  const [row] = (await queryRunner.query('SELECT * FROM `orders` WHERE `id` = ?', [orderId])) as Row[];
  if (!row) return null;
  const items = (await queryRunner.query('SELECT * FROM `order_items` WHERE `order_id` = ? ORDER BY `id`', [orderId])) as Row[];
  const order = {
    id: row.id,
    orderNumber: row.order_number,
    language: row.language === 'ru' ? 'ru' : 'he',
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    customerAddress: text(row.customer_address),
    companyName: text(row.company_name),
    companyNumber: null,
    lines: items.map((item) => ({
      productName: item.product_name,
      variantName: item.variant_name ?? '',
      quantity: Number(item.quantity),
      unitPrice: agorot(item.unit_price),
    })),
    itemsTotal: agorot(row.items_total),
    discountCode: text(row.discount_code),
    discountAmount: agorot(row.discount_amount),
    deliveryMethod: row.delivery_method === 'courier' ? 'courier' : 'pickup',
    deliveryFee: agorot(row.delivery_fee),
    totalAmount: agorot(row.total_amount),
    paymentMethod: row.payment_method,
    paidWith: text(row.paid_with),
    installments: row.installments === null ? null : Number(row.installments),
    paidAt: date(row.paid_at),
  };
  return { order, unitPrices: new Map(items.map((item) => [Number(item.id), agorot(item.unit_price)])) };
}

async function refundRecord(queryRunner: QueryRunner, refundId: number, unitPrices: Map<number, number>): Promise<Row | null> {
  const [row] = (await queryRunner.query('SELECT * FROM `refunds` WHERE `id` = ?', [refundId])) as Row[];
  if (!row || row.state !== 'succeeded') return null;
  const lines = JSON.parse(String(row.items || '[]')) as Row[];
  return {
    id: Number(row.id),
    orderId: row.order_id,
    state: 'succeeded',
    method: row.method,
    amount: agorot(row.amount),
    fee: agorot(row.fee),
    deliveryFee: agorot(row.delivery_amount),
    lines: lines.map((line) => ({
      productName: line.productName,
      variantName: line.variantName ?? '',
      quantity: Number(line.quantity),
      unitPrice: unitPrices.get(Number(line.itemId)) ?? Math.round(agorot(line.amount) / Number(line.quantity)),
    })),
    createdAt: date(row.created_at),
  };
}

/**
 * The data step of migration 1795840000000: each document not issued yet, and without a request, gets
 * the request its paying or refunding transaction would write. Kept out of the migrations folder's top
 * level, where every exported function would be taken for a migration class.
 */
export async function fillTaxDocumentRequests(queryRunner: QueryRunner): Promise<void> {
  const waiting = (await queryRunner.query(
    "SELECT `id`, `order_id`, `refund_id` FROM `tax_documents` WHERE `state` IN ('pending', 'failed') AND `request` IS NULL ORDER BY `id`",
  )) as Row[];
  for (const document of waiting) {
    const sold = await soldOrder(queryRunner, String(document.order_id));
    if (!sold) continue;
    const refund = document.refund_id === null ? null : await refundRecord(queryRunner, Number(document.refund_id), sold.unitPrices);
    if (document.refund_id !== null && !refund) continue;
    await queryRunner.query('UPDATE `tax_documents` SET `request` = ? WHERE `id` = ?', [
      JSON.stringify({ order: sold.order, refund }),
      document.id,
    ]);
  }
}
