import { isIP } from 'node:net';
import { Injectable } from '@nestjs/common';
import { ShopAlertsConfig } from '../application/shop-alerts-config.port';
import { WebhookDestination, WebhookDestinations } from '../application/webhook-destinations.port';
import { refusedRange } from './refused-address-ranges';
import { ResolvedAddress, WebhookHostResolver } from './webhook-host-resolver';

/**
 * Resolves a webhook's host through DNS once and judges every address it answers: one refused address
 * refuses the host (the system resolver could pick any of them). Outside production, or with
 * WEBHOOK_ALLOW_PRIVATE_ADDRESSES, nothing is refused, but the delivery still connects to the one
 * address resolved here.
 */
@Injectable()
export class DnsWebhookDestinations implements WebhookDestinations {
  constructor(
    private readonly resolver: WebhookHostResolver,
    private readonly config: ShopAlertsConfig,
  ) {}

  async resolve(url: string): Promise<WebhookDestination> {
    let host: string;
    try {
      host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return { kind: 'unresolved', reason: 'The address is not a web address' };
    }
    const literal = isIP(host);
    const answer = literal ? [{ address: host, family: literal }] : await this.lookup(host);
    if (typeof answer === 'string') return { kind: 'unresolved', reason: answer };
    if (!this.config.webhookAllowPrivate) {
      for (const { address } of answer) {
        const range = refusedRange(address);
        if (range) return { kind: 'refused', address, range };
      }
    }
    const [chosen] = answer;
    return { kind: 'vetted', address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
  }

  /** Every address of the host, or why there is none; a resolver that does not answer in time counts as none. */
  private async lookup(host: string): Promise<ResolvedAddress[] | string> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`${host} did not resolve within ${this.config.webhookTimeoutMs} ms`), this.config.webhookTimeoutMs);
    });
    try {
      const answer = await Promise.race([this.resolver.lookup(host), late]);
      if (Array.isArray(answer) && answer.length === 0) return `${host} has no address`;
      return answer;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return `${host} could not be resolved${code ? ` (${code})` : ''}`;
    } finally {
      clearTimeout(timer);
    }
  }
}
