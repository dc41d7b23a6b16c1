import { Injectable } from '@nestjs/common';
import { webhookNotFound } from '../domain/webhook.errors';
import { WebhookStore } from './webhook-store.port';

/** Staff remove a webhook: nothing more is posted to it, and its log goes with it. */
@Injectable()
export class DeleteWebhookUseCase {
  constructor(private readonly store: WebhookStore) {}

  async execute(id: number): Promise<void> {
    if (!(await this.store.remove(id))) throw webhookNotFound();
  }
}
