import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, Headers, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../shared/http/access.decorators';
import { SANDBOX_DOCUMENTS_ROUTE } from '../../modules/documents/infrastructure/documents.config';
import { SandboxAnswer, SandboxTaxDocuments } from './sandbox-tax-documents';
import { renderSandboxDocument, renderSandboxDocumentNotFound } from './sandbox-document.page';
import { SandboxDocumentsEnabledGuard } from './sandbox-documents-enabled.guard';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The built-in tax-document provider: Morning's two calls under the shop's own address, and a page per
 * document at the link it answers. Not part of the shop's API document; 404 where no sandbox may run.
 */
@ApiExcludeController()
@Public()
@UseGuards(SandboxDocumentsEnabledGuard)
@Controller(SANDBOX_DOCUMENTS_ROUTE)
export class SandboxDocumentsController {
  constructor(private readonly sandbox: SandboxTaxDocuments) {}

  @Post('api/v1/account/token')
  token(@Body() body: unknown, @Res() res: Response): void {
    this.send(res, this.sandbox.token(body));
  }

  @Post('api/v1/documents')
  async createDocument(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
    @Res() res: Response,
  ): Promise<void> {
    this.send(res, await this.sandbox.createDocument(authorization, body));
  }

  @Get('view/:id')
  async view(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const document = UUID.test(id) ? await this.sandbox.find(id) : null;
    const nonce = randomBytes(16).toString('base64');
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type('html');
    if (document) res.status(200).send(renderSandboxDocument(document, nonce));
    else res.status(404).send(renderSandboxDocumentNotFound(nonce));
  }

  private send(res: Response, answer: SandboxAnswer): void {
    res.setHeader('Cache-Control', 'no-store');
    res.status(answer.status).json(answer.body);
  }
}
