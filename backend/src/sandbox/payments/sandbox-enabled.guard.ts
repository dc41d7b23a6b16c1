import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/domain/domain-error';
import { SandboxGateway } from './sandbox-gateway';

/** The sandbox exists only when it is the configured provider, and only under its own terminal. */
@Injectable()
export class SandboxEnabledGuard implements CanActivate {
  constructor(private readonly gateway: SandboxGateway) {}

  canActivate(context: ExecutionContext): boolean {
    const terminal = context.switchToHttp().getRequest<{ params: { terminal?: string } }>().params.terminal ?? '';
    if (!this.gateway.enabled || !this.gateway.isOwnTerminal(terminal)) {
      throw DomainError.notFound('NOT_FOUND', 'Not found');
    }
    return true;
  }
}
