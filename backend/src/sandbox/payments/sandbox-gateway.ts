import { randomInt } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Language } from '../../shared/localisation/language';
import { PaymentsConfig } from '../../modules/payments/application/payments-config.port';
import { parseDecimalAmount } from '../../modules/payments/domain/payment-notification';
import { APPROVED_RESPONSE_CODE } from '../../modules/payments/domain/response-codes';
import {
  cardBrandOf,
  readSandboxCard,
  SANDBOX_REFUSED_CODE,
  SandboxCard,
  SandboxCardInput,
  SandboxCardProblem,
  sandboxResponseCode,
} from './sandbox-test-cards';
import { readSandboxPaymentPlan, sandboxPaymentFields, SandboxPaymentPlan } from './sandbox-payment-plan';
import { providerFields, ProviderFields } from '../../modules/payments/infrastructure/tranzila-callback.parser';
import { PurchaseLine, readPurchaseLines } from '../../modules/payments/infrastructure/tranzila-frame';
import {
  CARD_TYPE_OF_BRAND,
  CURRENCY_OF_CODE,
  FRAME_LANGUAGE,
  FRAME_PARAMS,
  RESULT_FIELDS,
  RESULT_METHOD_BIT,
} from '../../modules/payments/infrastructure/tranzila.constants';

/** Names of the sandbox form's own inputs; never echoed, never stored. */
export const SANDBOX_CARD_INPUTS = { cardNumber: 'sandbox_card_number', expiry: 'sandbox_expiry', cvv: 'sandbox_cvv' } as const;
/** The Bit view's two buttons post this input: approve or decline, as the shopper would in the Bit app. */
export const SANDBOX_BIT_DECISION = { input: 'sandbox_bit_decision', approve: 'approve', decline: 'decline' } as const;
const FORM_INPUT_NAMES: readonly string[] = [...Object.values(SANDBOX_CARD_INPUTS), SANDBOX_BIT_DECISION.input];
const NOTIFY_TIMEOUT_MS = 10_000;

export interface SandboxFormView {
  lang: Language;
  amount: string;
  currency: string;
  description: string;
  lines: PurchaseLine[];
  /** Card in one or more payments, or Bit (the phone-style approval view instead of the card form). */
  plan: SandboxPaymentPlan;
  /** The frame parameters, posted back with the card so the sandbox keeps no state. */
  hidden: ProviderFields;
  problem?: SandboxCardProblem;
}

export type SandboxFrame = { ok: true; view: SandboxFormView } | { ok: false; lang: Language; invalid: string };
export type SandboxCharge = SandboxFrame | { ok: 'redirect'; location: string };

const languageOf = (code: string | undefined): Language =>
  (Object.entries(FRAME_LANGUAGE).find(([, frameCode]) => frameCode === code)?.[0] as Language | undefined) ?? 'he';

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/**
 * The sandbox provider's side of the protocol: shows the card form for the frame parameters,
 * decides the result by the test card rules, calls the notify address server to server and
 * sends the frame to the success or fail address. Only the shop's own addresses are called or
 * redirected to, so the public sandbox cannot be used to reach anywhere else.
 */
export class SandboxGateway {
  private readonly logger = new Logger('SandboxProvider');

  constructor(
    private readonly settings: PaymentsConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get enabled(): boolean {
    return this.settings.provider === 'sandbox';
  }

  isOwnTerminal(terminal: string): boolean {
    return terminal === this.settings.terminal;
  }

  frame(query: unknown, body: unknown): SandboxFrame {
    const params = Object.fromEntries(Object.entries(providerFields({ query, body })).filter(([name]) => !FORM_INPUT_NAMES.includes(name)));
    const lang = languageOf(params[FRAME_PARAMS.lang]);
    const invalid = this.invalidParameter(params);
    if (invalid) return { ok: false, lang, invalid };
    const plan = readSandboxPaymentPlan(params);
    if ('invalid' in plan) return { ok: false, lang, invalid: plan.invalid };
    return {
      ok: true,
      view: {
        lang,
        amount: params[FRAME_PARAMS.sum],
        currency: CURRENCY_OF_CODE[params[FRAME_PARAMS.currency]],
        description: params[FRAME_PARAMS.description] ?? '',
        lines: readPurchaseLines(params[FRAME_PARAMS.purchaseData]),
        plan,
        hidden: params,
      },
    };
  }

  async charge(body: unknown): Promise<SandboxCharge> {
    const frame = this.frame({}, body);
    if (!frame.ok) return frame;
    const input = body as Record<string, unknown>;
    const text = (name: string) => (typeof input[name] === 'string' ? (input[name] as string) : '');
    const params = frame.view.hidden;

    let outcome: ProviderFields;
    if (frame.view.plan.bit) {
      const decision = text(SANDBOX_BIT_DECISION.input);
      // Without a decision (a stray post) the approval view is shown again.
      if (decision !== SANDBOX_BIT_DECISION.approve && decision !== SANDBOX_BIT_DECISION.decline) return frame;
      outcome = this.bitResult(decision === SANDBOX_BIT_DECISION.approve);
    } else {
      const card: SandboxCardInput = {
        cardNumber: text(SANDBOX_CARD_INPUTS.cardNumber),
        expiry: text(SANDBOX_CARD_INPUTS.expiry),
        cvv: text(SANDBOX_CARD_INPUTS.cvv),
      };
      const read = readSandboxCard(card);
      if ('problem' in read) return { ok: true, view: { ...frame.view, problem: read.problem } };
      outcome = this.cardResult(read.card);
    }

    const result: ProviderFields = {
      ...params,
      ...outcome,
      ...sandboxPaymentFields(frame.view.plan),
      [RESULT_FIELDS.sum]: params[FRAME_PARAMS.sum],
      [RESULT_FIELDS.currency]: params[FRAME_PARAMS.currency],
    };
    const approved = result[RESULT_FIELDS.response] === APPROVED_RESPONSE_CODE;
    await this.notify(params[FRAME_PARAMS.notifyUrl], result);

    const target = new URL(params[approved ? FRAME_PARAMS.successUrl : FRAME_PARAMS.failUrl]);
    for (const [name, value] of Object.entries(result)) {
      // The notify address carries the order's token: it stays between the provider and the shop.
      if (name !== FRAME_PARAMS.notifyUrl) target.searchParams.set(name, value);
    }
    // Without PUBLIC_URL the frame runs on the page's own origin: back to the return page there.
    const location = this.settings.sandboxOnPageOrigin ? `${target.pathname}${target.search}` : target.toString();
    return { ok: 'redirect', location };
  }

  private cardResult(card: SandboxCard): ProviderFields {
    const responseCode = sandboxResponseCode(card, this.now());
    const approved = responseCode === APPROVED_RESPONSE_CODE;
    const cardType = CARD_TYPE_OF_BRAND[cardBrandOf(card.digits)];
    return {
      [RESULT_FIELDS.response]: responseCode,
      [RESULT_FIELDS.authNumber]: approved ? digits(7) : '0000000',
      [RESULT_FIELDS.index]: String(randomInt(100_000, 999_999_999)),
      [RESULT_FIELDS.tempref]: digits(8),
      [RESULT_FIELDS.cardNumber]: card.digits.slice(-4),
      [RESULT_FIELDS.cardType]: cardType,
      // The sandbox has no issuing bank; it reports the brand code there too.
      [RESULT_FIELDS.cardIssuer]: cardType,
      [RESULT_FIELDS.expMonth]: String(card.expMonth).padStart(2, '0'),
      [RESULT_FIELDS.expYear]: String(card.expYear).padStart(2, '0'),
    };
  }

  /** A Bit payment: the same result fields as a card without the card, the method named; a decline is a refusal. */
  private bitResult(approved: boolean): ProviderFields {
    return {
      [RESULT_FIELDS.response]: approved ? APPROVED_RESPONSE_CODE : SANDBOX_REFUSED_CODE,
      [RESULT_FIELDS.authNumber]: approved ? digits(7) : '0000000',
      [RESULT_FIELDS.index]: String(randomInt(100_000, 999_999_999)),
      [RESULT_FIELDS.tempref]: digits(8),
      [RESULT_FIELDS.paymentMethod]: RESULT_METHOD_BIT,
    };
  }

  private invalidParameter(params: ProviderFields): string | null {
    if (parseDecimalAmount(params[FRAME_PARAMS.sum]) === null) return FRAME_PARAMS.sum;
    if (!CURRENCY_OF_CODE[params[FRAME_PARAMS.currency] ?? '']) return FRAME_PARAMS.currency;
    for (const name of [FRAME_PARAMS.notifyUrl, FRAME_PARAMS.successUrl, FRAME_PARAMS.failUrl]) {
      if (!this.isShopAddress(params[name])) return name;
    }
    return null;
  }

  private isShopAddress(raw: string | undefined): boolean {
    if (!raw) return false;
    try {
      const url = new URL(raw);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.startsWith(`${this.settings.publicUrl}/`);
    } catch {
      return false;
    }
  }

  /** Like the provider: the notify is posted urlencoded; a failure is logged and the shopper still returns. */
  private async notify(url: string, fields: ProviderFields): Promise<void> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      if (!response.ok) this.logger.warn(`Notify answered HTTP ${response.status} for order ${fields[FRAME_PARAMS.orderId]}`);
    } catch (error) {
      this.logger.warn(`Notify failed for order ${fields[FRAME_PARAMS.orderId]}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
