import { CanActivate, Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/domain/domain-error';
import { DocumentsConfig } from '../../modules/documents/application/documents-config.port';

/** The document sandbox exists only where the card sandbox may (outside production, or a staging shop). */
@Injectable()
export class SandboxDocumentsEnabledGuard implements CanActivate {
  constructor(private readonly settings: DocumentsConfig) {}

  canActivate(): boolean {
    if (!this.settings.sandboxAllowed) throw DomainError.notFound('NOT_FOUND', 'Not found');
    return true;
  }
}
