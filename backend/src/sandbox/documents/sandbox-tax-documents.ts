import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../shared/config/app-config';
import { isUniqueViolation } from '../../shared/database/sql';
import { runTransaction } from '../../shared/database/transaction-queue';
import { DocumentsConfig } from '../../modules/documents/application/documents-config.port';
import { SANDBOX_DOCUMENTS_ROUTE } from '../../modules/documents/infrastructure/documents.config';
import { checkSandboxDocument, SandboxDocumentRequest } from './sandbox-document-check';
import { SandboxTaxDocumentEntity } from './sandbox-tax-document.entity';

export interface SandboxAnswer {
  status: number;
  body: unknown;
}

/** A sandbox document as its page shows it. */
export interface SandboxDocument {
  id: string;
  number: number;
  request: SandboxDocumentRequest;
  createdAt: Date;
}

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const NUMBERING_ATTEMPTS = 8;

const refusal = (status: number, errorMessage: string): SandboxAnswer => ({ status, body: { errorCode: status, errorMessage } });

/**
 * The built-in sandbox provider's side of Morning's API: a token for any API key, and documents
 * numbered consecutively per type (320, 330) from 1, kept in the shop's database so every instance
 * shares one sequence. A request whose `custom` it has seen answers that document again. Its tokens
 * are signed with the shop's JWT secret, so a token one instance gave is good on the others.
 */
@Injectable()
export class SandboxTaxDocuments {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    readonly settings: DocumentsConfig,
  ) {}

  get enabled(): boolean {
    return this.settings.sandboxAllowed;
  }

  documentUrl(id: string): string {
    return `${this.config.publicUrl}/${SANDBOX_DOCUMENTS_ROUTE}/view/${id}`;
  }

  token(body: unknown): SandboxAnswer {
    const key = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    if (typeof key.id !== 'string' || !key.id || typeof key.secret !== 'string' || !key.secret) {
      return refusal(401, 'The API key id and secret are required');
    }
    const expires = Date.now() + TOKEN_LIFETIME_MS;
    return { status: 200, body: { token: `${expires}.${this.signature(expires)}`, expires: Math.floor(expires / 1000) } };
  }

  async createDocument(authorization: string | undefined, body: unknown): Promise<SandboxAnswer> {
    if (!this.validToken(authorization)) return refusal(401, 'The bearer token is missing, wrong or expired');
    const checked = checkSandboxDocument(body);
    if (!checked.ok) return refusal(400, checked.error);
    const request = checked.request;
    const known = request.custom ? await this.byCustom(request.custom) : null;
    if (known) return this.answer(known);
    for (let attempt = 1; attempt <= NUMBERING_ATTEMPTS; attempt++) {
      try {
        return this.answer(await this.write((manager) => this.insertNext(manager, request)));
      } catch (error) {
        if (request.custom && isUniqueViolation(error, ['uq_sandbox_tax_documents_custom', 'sandbox_tax_documents.custom'])) {
          const first = await this.byCustom(request.custom);
          if (first) return this.answer(first);
        }
        // Another instance took the number: take the next one.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return refusal(503, 'The sandbox could not number the document now: try again');
  }

  async find(id: string): Promise<SandboxDocument | null> {
    const row = await this.dataSource.getRepository(SandboxTaxDocumentEntity).findOneBy({ id });
    return row && this.toDocument(row);
  }

  private async insertNext(manager: EntityManager, request: SandboxDocumentRequest): Promise<SandboxTaxDocumentEntity> {
    const [last] = (await manager.query('SELECT MAX(number) AS last_number FROM sandbox_tax_documents WHERE type = ?', [
      request.type,
    ])) as Array<{
      last_number: number | string | null;
    }>;
    const row = manager.create(SandboxTaxDocumentEntity, {
      id: randomUUID(),
      type: request.type,
      number: Number(last?.last_number ?? 0) + 1,
      custom: request.custom,
      lang: request.lang,
      body: JSON.stringify(request),
    });
    await manager.insert(SandboxTaxDocumentEntity, row);
    return row;
  }

  private async byCustom(custom: string): Promise<SandboxTaxDocumentEntity | null> {
    return this.dataSource.getRepository(SandboxTaxDocumentEntity).findOneBy({ custom });
  }

  private answer(row: SandboxTaxDocumentEntity): SandboxAnswer {
    const url = this.documentUrl(row.id);
    return {
      status: 200,
      body: { id: row.id, number: row.number, type: row.type, lang: row.lang, url: { he: url, en: url, origin: url } },
    };
  }

  private toDocument(row: SandboxTaxDocumentEntity): SandboxDocument {
    return { id: row.id, number: row.number, request: JSON.parse(row.body) as SandboxDocumentRequest, createdAt: row.createdAt };
  }

  private signature(expires: number): string {
    return createHmac('sha256', this.config.jwtSecret).update(`sandbox-documents:${expires}`).digest('hex');
  }

  private validToken(authorization: string | undefined): boolean {
    const match = /^Bearer (\d+)\.([0-9a-f]{64})$/.exec(authorization ?? '');
    if (!match) return false;
    const expires = Number(match[1]);
    const expected = Buffer.from(this.signature(expires), 'hex');
    return expires > Date.now() && timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
  }

  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return runTransaction(this.dataSource, work);
  }
}
