/** Port: this process's delivery loop, woken when deliveries became due instead of waiting for its next poll. */
export abstract class WebhookDeliveries {
  abstract wake(): void;
}
