import { DomainError } from '../../../shared/domain/domain-error';

export const taxDocumentNotFound = () => DomainError.notFound('TAX_DOCUMENT_NOT_FOUND', 'No such tax document');

export const taxDocumentAlreadyIssued = (number: string | null) =>
  DomainError.conflict(
    'TAX_DOCUMENT_ISSUED',
    `This document is already issued${number ? ` (number ${number})` : ''}: there is nothing to retry`,
  );
