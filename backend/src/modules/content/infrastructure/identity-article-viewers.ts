import { Injectable } from '@nestjs/common';
import type { TokenSubject } from '../../identity/application/authenticated-staff.views';
import { VerifyStaffSessionUseCase } from '../../identity/application/verify-staff-session.use-case';
import { ArticleViewers } from '../application/article-viewers.port';

/** Content's port answered by the identity context: an admin whose session still stands (and who needs no enrolment). */
@Injectable()
export class IdentityArticleViewers extends ArticleViewers {
  constructor(private readonly sessions: VerifyStaffSessionUseCase) {
    super();
  }

  async mayPreview(subject: unknown): Promise<boolean> {
    const { id, sessionVersion } = (subject ?? {}) as Partial<TokenSubject>;
    if (typeof id !== 'number' || typeof sessionVersion !== 'number') return false;
    try {
      const staff = await this.sessions.execute({ id, sessionVersion });
      return staff.role === 'admin' && !staff.enrolmentRequired;
    } catch {
      // A session that ended leaves the reader anonymous, as an expired token does.
      return false;
    }
  }
}
