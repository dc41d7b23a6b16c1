import type { Language } from '../rules/language';
import { apiPost } from './client';
import type { Schemas } from './wire';

/** POST /api/products/:id/back-in-stock: asking twice is harmless; refusals come as ApiError. */
export async function askBackInStock(
  productId: number,
  body: { email: string; variantId: number | null; language: Language },
): Promise<void> {
  const wire: Schemas['BackInStockRequestDto'] = { email: body.email, variant_id: body.variantId, language: body.language };
  await apiPost<Schemas['BackInStockAcceptedDto']>(`/api/products/${productId}/back-in-stock`, wire);
}

/** POST /api/back-in-stock/stop: the email's unsubscribe link. */
export async function stopBackInStock(token: string): Promise<void> {
  const wire: Schemas['StopBackInStockDto'] = { token };
  await apiPost<Schemas['BackInStockAcceptedDto']>('/api/back-in-stock/stop', wire);
}
