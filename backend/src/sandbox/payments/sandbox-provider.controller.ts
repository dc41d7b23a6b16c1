import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { PaymentsConfig } from '../../modules/payments/application/payments-config.port';
import { Public } from '../../shared/http/access.decorators';
import { SandboxFrame, SandboxGateway } from './sandbox-gateway';
import { SANDBOX_CHARGE_FILE, SANDBOX_FRAME_FILE, SANDBOX_ROUTE } from './sandbox.payment-provider';
import { renderSandboxError, renderSandboxForm } from './sandbox-card-form.page';
import { SandboxEnabledGuard } from './sandbox-enabled.guard';

/**
 * The built-in sandbox provider's hosted card form, in the provider's path shape. Mounted only
 * when PAYMENT_PROVIDER=sandbox (404 otherwise); not part of the shop's API document.
 */
@ApiExcludeController()
@Public()
@UseGuards(SandboxEnabledGuard)
@Controller(SANDBOX_ROUTE)
export class SandboxProviderController {
  constructor(
    private readonly gateway: SandboxGateway,
    private readonly settings: PaymentsConfig,
  ) {}

  @Get(SANDBOX_FRAME_FILE)
  showForm(@Query() query: Record<string, unknown>, @Res() res: Response): void {
    this.send(res, this.gateway.frame(query, {}));
  }

  /** The frame parameters may also arrive as a form posted into the frame. */
  @Post(SANDBOX_FRAME_FILE)
  showPostedForm(@Query() query: Record<string, unknown>, @Body() body: Record<string, unknown>, @Res() res: Response): void {
    this.send(res, this.gateway.frame(query, body));
  }

  @Post(SANDBOX_CHARGE_FILE)
  async charge(@Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const result = await this.gateway.charge(body);
    if (result.ok === 'redirect') {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, result.location);
      return;
    }
    this.send(res, result);
  }

  private send(res: Response, frame: SandboxFrame): void {
    const nonce = randomBytes(16).toString('base64');
    const shop = new URL(this.settings.publicUrl).origin;
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'self'; style-src 'nonce-${nonce}'; script-src 'none'; object-src 'none'; base-uri 'none'; ` +
        `form-action 'self' ${shop}; frame-ancestors 'self' ${shop}`,
    );
    res.setHeader('Cache-Control', 'no-store');
    // The frame URL carries the order's notify token: never hand it to another site as a referrer.
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type('html');
    if (frame.ok) res.status(200).send(renderSandboxForm(frame.view, nonce));
    else res.status(400).send(renderSandboxError(frame.lang, nonce, frame.invalid));
  }
}
