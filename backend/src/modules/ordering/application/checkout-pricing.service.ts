import { Injectable } from '@nestjs/common';
import type { Agorot, DeliveryMethod } from 'shop-rules';
import { maxInstallments } from 'shop-rules';
import { checkoutTotals, CheckoutTotals } from '../domain/checkout-totals';
import { CheckoutSettings } from './checkout-settings.port';
import { DiscountCodes, GrantedDiscount } from './discount-codes.port';

export interface CheckoutChoices {
  deliveryMethod: DeliveryMethod;
  discountCode: string | null;
  /** Null while unknown (a quote before the email is typed): the per-email limit waits for placement. */
  customerEmail: string | null;
}

export interface PricedCheckout {
  totals: CheckoutTotals;
  /** The method the order gets: a courier asked for while staff switched it off is priced as pickup. */
  deliveryMethod: DeliveryMethod;
  courierAvailable: boolean;
  /** True when a courier was asked for and is not offered. */
  courierRefused: boolean;
  freeDeliveryFrom: Agorot | null;
  discount: GrantedDiscount | null;
  discountRefusal: { code: string; message: string } | null;
  maxInstallments: number;
}

/**
 * The money of a checkout from the items total and the shopper's choices, under the current shop
 * settings and the code's terms: the quote answers it, placing an order keeps it.
 */
@Injectable()
export class CheckoutPricing {
  constructor(
    private readonly settings: CheckoutSettings,
    private readonly codes: DiscountCodes,
  ) {}

  async price(itemsTotal: Agorot, choices: CheckoutChoices, at: Date): Promise<PricedCheckout> {
    const [settings, answer] = await Promise.all([
      this.settings.current(),
      choices.discountCode ? this.codes.check({ code: choices.discountCode, itemsTotal, customerEmail: choices.customerEmail, at }) : null,
    ]);
    const { delivery } = settings;
    const courierRefused = choices.deliveryMethod === 'courier' && !delivery.courierEnabled;
    const deliveryMethod = courierRefused ? 'pickup' : choices.deliveryMethod;
    const discount = answer?.granted ? answer.discount : null;
    const totals = checkoutTotals(itemsTotal, discount?.amount ?? 0, deliveryMethod, delivery);
    return {
      totals,
      deliveryMethod,
      courierAvailable: delivery.courierEnabled,
      courierRefused,
      freeDeliveryFrom: delivery.courierEnabled ? delivery.freeDeliveryFrom : null,
      discount,
      discountRefusal: answer && !answer.granted ? answer.refusal : null,
      maxInstallments: maxInstallments(totals.total, settings.installmentRule),
    };
  }
}
