import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { containsPattern, isUniqueViolation, LIKE_ESCAPE } from '../../../shared/database/sql';
import type { Page } from '../../../shared/pagination/list-query';
import {
  AccessChangeResult,
  StaffEmailTaken,
  StaffListCriteria,
  StaffSessionRow,
  StaffSortField,
  StaffUserStore,
} from '../application/staff-user-store.port';
import { endsSessions, removesLastAdmin, StaffAccessChange } from '../domain/staff-access';
import type { StaffRole, StaffUser } from '../domain/staff-user';
import { StaffUserEntity } from './staff-user.entity';

/** The columns a session check reads, as the driver returns them (booleans as 0/1 on both databases). */
interface SessionColumns {
  id: number | string;
  email: string;
  role: string;
  active: number | string | boolean;
  session_version: number | string;
  two_factor_enabled_at: unknown;
}

export const toStaffUser = (e: StaffUserEntity): StaffUser => ({
  id: e.id,
  email: e.email,
  name: e.name,
  role: e.role as StaffRole,
  passwordHash: e.passwordHash,
  active: Boolean(e.active),
  sessionVersion: Number(e.sessionVersion),
  twoFactorEnabledAt: e.twoFactorEnabledAt ?? null,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

const SORT_COLUMNS: Record<StaffSortField, string> = {
  id: 's.id',
  email: 's.email',
  name: 's.name',
  role: 's.role',
  active: 's.active',
  created_at: 's.created_at',
};

const EMAIL_INDEX = ['uq_staff_users_email', 'staff_users.email'];

/** Raises the session version in the statement itself, so two changes at once both count. */
export const NEXT_SESSION = () => 'session_version + 1';

export const isMysqlManager = (manager: EntityManager) => ['mysql', 'mariadb'].includes(manager.connection.options.type);

@Injectable()
export class TypeormStaffUserStore extends StaffUserStore {
  constructor(
    @InjectRepository(StaffUserEntity) private readonly rows: Repository<StaffUserEntity>,
    private readonly audit: AuditTrail,
  ) {
    super();
  }

  async findByEmail(email: string): Promise<StaffUser | null> {
    const row = await this.rows.findOneBy({ email });
    return row ? toStaffUser(row) : null;
  }

  async findById(id: number): Promise<StaffUser | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toStaffUser(row) : null;
  }

  async findSession(id: number): Promise<StaffSessionRow | null> {
    // Every staff request reads this: one plain statement, without the query builder's work per call
    // (building and aliasing it cost about a tenth of an order-list request's CPU, measured).
    const rows: SessionColumns[] = await this.rows.manager.query(
      'SELECT id, email, role, active, session_version, two_factor_enabled_at FROM staff_users WHERE id = ?',
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      email: row.email,
      role: row.role as StaffRole,
      active: Boolean(Number(row.active)),
      sessionVersion: Number(row.session_version),
      twoFactorEnabled: row.two_factor_enabled_at !== null,
    };
  }

  async list(criteria: StaffListCriteria): Promise<Page<StaffUser>> {
    const query = this.rows.createQueryBuilder('s');
    if (criteria.text) {
      query.andWhere(`(s.email LIKE :pattern ${LIKE_ESCAPE} OR LOWER(s.name) LIKE :pattern ${LIKE_ESCAPE})`, {
        pattern: containsPattern(criteria.text),
      });
    }
    if (criteria.role) query.andWhere('s.role = :role', { role: criteria.role });
    if (criteria.active !== undefined) query.andWhere('s.active = :active', { active: criteria.active });
    if (criteria.ids) query.andWhere({ id: In(criteria.ids.length > 0 ? criteria.ids : [0]) });
    const [rows, total] = await query
      .orderBy(SORT_COLUMNS[criteria.sort.field], criteria.sort.order)
      .addOrderBy('s.id', criteria.sort.order)
      .offset(criteria.offset)
      .limit(criteria.limit)
      .getManyAndCount();
    return { items: rows.map(toStaffUser), total, offset: criteria.offset };
  }

  async upsert(user: { email: string; name: string; role: StaffRole; passwordHash: string }): Promise<StaffUser> {
    const existing = await this.rows.findOneBy({ email: user.email });
    if (!existing) return this.create(user);
    await this.rows.update({ id: existing.id }, { ...user, active: true, sessionVersion: NEXT_SESSION });
    return (await this.findById(existing.id))!;
  }

  async endSessions(id: number, sessionVersion: number): Promise<boolean> {
    const result = await this.rows.update({ id, sessionVersion }, { sessionVersion: NEXT_SESSION });
    return (result.affected ?? 0) > 0;
  }

  async create(user: { email: string; name: string; role: StaffRole; passwordHash: string }): Promise<StaffUser> {
    try {
      const row = await this.rows.save(this.rows.create({ ...user, active: true, sessionVersion: 1 }));
      return (await this.findById(row.id))!;
    } catch (error) {
      throw isUniqueViolation(error, EMAIL_INDEX) ? new StaffEmailTaken() : error;
    }
  }

  changeAccess(id: number, change: StaffAccessChange & { name?: string }): Promise<AccessChangeResult> {
    return this.rows.manager.transaction(async (manager) => {
      // The active admins first, locked on MySQL (SQLite runs one writing transaction at a time), so
      // two admins demoting each other at once are taken one after the other.
      const lock = isMysqlManager(manager) ? ' FOR UPDATE' : '';
      const admins: Array<{ id: number }> = await manager.query(
        `SELECT id FROM staff_users WHERE role = 'admin' AND active = 1 ORDER BY id${lock}`,
      );
      const row = await manager.findOneBy(StaffUserEntity, { id });
      if (!row) return { outcome: 'not-found' } as const;
      const current = toStaffUser(row);
      if (
        removesLastAdmin(
          admins.map((admin) => Number(admin.id)),
          current,
          change,
        )
      )
        return { outcome: 'last-admin' } as const;
      await manager.update(
        StaffUserEntity,
        { id },
        {
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.role !== undefined ? { role: change.role } : {}),
          ...(change.active !== undefined ? { active: change.active } : {}),
          ...(endsSessions(current, change) ? { sessionVersion: NEXT_SESSION } : {}),
        },
      );
      await this.audit.record(manager, {
        action: 'update',
        entityType: 'staff-user',
        entityId: id,
        changes: Object.fromEntries(
          (['name', 'role', 'active'] as const)
            .filter((field) => change[field] !== undefined && change[field] !== current[field])
            .map((field) => [field, { before: current[field], after: change[field] }]),
        ),
      });
      return { outcome: 'changed', user: toStaffUser((await manager.findOneBy(StaffUserEntity, { id }))!) } as const;
    });
  }

  /** A new password, recorded in the audit log as the fact alone (never the password or its hash). */
  setPassword(
    id: number,
    passwordHash: string,
    how: { action: string; actor?: { staffId: number; email: string; role: string; address: string | null }; sessionVersion?: number } = {
      action: 'password-reset',
    },
  ): Promise<boolean> {
    return this.rows.manager.transaction(async (manager) => {
      const where = how.sessionVersion === undefined ? { id } : { id, sessionVersion: how.sessionVersion };
      const result = await manager.update(StaffUserEntity, where, { passwordHash, sessionVersion: NEXT_SESSION });
      if (!result.affected) return false;
      await this.audit.record(manager, { action: how.action, entityType: 'staff-user', entityId: id, actor: how.actor });
      return true;
    });
  }
}
