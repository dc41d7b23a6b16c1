import { Injectable, Logger } from '@nestjs/common';
import { itemName } from '../domain/back-in-stock';
import { composeBackInStockEmail } from './back-in-stock.messages';
import { BackInStockMailer } from './back-in-stock-mailer.port';
import { BackInStockStore, DueRequest } from './back-in-stock-store.port';

const BATCH = 100;

/**
 * Stock returned: every waiting shopper of an item now in stock gets one email, in the language they
 * asked in, and the request is closed. Each request is claimed first (a guarded update), so two
 * processes never both send it; a failed send puts it back to waiting for the next round.
 * The one service whatever raised the stock calls (staff edits, a cancellation, an import), and the
 * periodic check runs it for every product.
 */
@Injectable()
export class SendBackInStockAlertsUseCase {
  private readonly logger = new Logger('BackInStock');

  constructor(
    private readonly store: BackInStockStore,
    private readonly mailer: BackInStockMailer,
  ) {}

  /** Returns how many emails were sent. `productIds`: only those products (the ones whose stock just rose). */
  async execute(input: { publicUrl: string; productIds?: readonly number[] }): Promise<number> {
    if (input.productIds && input.productIds.length === 0) return 0;
    let sent = 0;
    for (;;) {
      const due = await this.store.due(BATCH, new Date(), input.productIds);
      let claimed = 0;
      for (const request of due) {
        if (!(await this.store.claim(request.id, new Date()))) continue;
        claimed++;
        if (await this.sendOne(request, input.publicUrl)) sent++;
      }
      // A batch that was all someone else's (or failed) is not read again now: the next round takes what is left.
      if (due.length < BATCH || claimed === 0) return sent;
    }
  }

  private async sendOne(request: DueRequest, publicUrl: string): Promise<boolean> {
    try {
      const item = await this.store.itemOf(request.productId, request.variantId, request.language);
      if (!item) {
        await this.store.release(request.id);
        return false;
      }
      const base = request.language === 'ru' ? `${publicUrl}/ru` : publicUrl;
      const stopLink = `${base}/back-in-stock/stop?token=${encodeURIComponent(request.token)}`;
      const message = composeBackInStockEmail({
        language: request.language,
        item: itemName(item.productName, item.variant),
        productLink: `${base}/product/${request.productId}`,
        stopLink,
      });
      await this.mailer.send({
        to: request.email,
        language: request.language,
        unsubscribeLink: stopLink,
        requestId: request.id,
        ...message,
      });
      await this.store.markSent(request.id, new Date());
      return true;
    } catch (error) {
      this.logger.warn(`Back-in-stock email ${request.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
      await this.store.release(request.id).catch(() => undefined);
      return false;
    }
  }
}
