import { lookup } from 'node:dns/promises';
import { Injectable } from '@nestjs/common';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** The one place webhooks ask DNS: every address of a host, in the resolver's own order (tests answer for it). */
@Injectable()
export class WebhookHostResolver {
  lookup(host: string): Promise<ResolvedAddress[]> {
    return lookup(host, { all: true, verbatim: true });
  }
}
