import { createHash } from 'node:crypto';
import { ExecutionContext, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { LoginChallengeAccounts } from './login-challenge-accounts';
import { rateLimitOf, rateTrackerOf } from './rate-limits';

/** Keys are hashed: neither an address nor an email is written in clear to Redis. */
const keyOf = (name: string, tracker: string) => `rate:${name}:${createHash('sha256').update(tracker).digest('hex').slice(0, 40)}`;

/**
 * The shop's rate limits (rate-limits.ts), applied to every route as one global guard: each limited route
 * counts its own action per client address (login: per address and email; its second step: per address and the account a signed challenge names), in the storage the module chose
 * (Redis shared by every instance, or this process). The client address is Express's `req.ip`, which
 * follows TRUST_PROXY. A refusal answers 429 with Retry-After.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private challenges?: LoginChallengeAccounts;

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly modules: ModuleRef,
  ) {
    super(options, storage, reflector);
  }

  /** Identity's reader of signed challenges, found once (the rate limits are shared; identity implements the port). */
  private readonly verifiedAccount = (challenge: unknown): Promise<string | null> => {
    this.challenges ??= this.modules.get(LoginChallengeAccounts, { strict: false });
    return this.challenges.accountOf(challenge);
  };

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const action = rateLimitOf(req.method, (req.route as { path?: string } | undefined)?.path);
    const throttler = action && this.throttlers.find((t) => t.name === action.name);
    if (!action || !throttler) return true;
    const ttl = throttler.ttl as number;
    return this.handleRequest({
      context,
      limit: throttler.limit as number,
      ttl,
      blockDuration: (throttler.blockDuration as number | undefined) ?? ttl,
      throttler,
      getTracker: async (request: Record<string, unknown>) =>
        `${typeof request.ip === 'string' ? request.ip : ''}|${await rateTrackerOf(action, request.body, this.verifiedAccount)}`,
      generateKey: (_context, tracker, name) => keyOf(name, tracker),
    });
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    await super.throwThrottlingException(context, detail);
  }

  protected override async getErrorMessage(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<string> {
    return `Too many requests: try again in ${Math.max(1, Math.ceil(detail.timeToBlockExpire))} seconds`;
  }
}
