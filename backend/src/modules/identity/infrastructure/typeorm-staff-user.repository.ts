import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { StaffUserRepository } from '../application/staff-user-repository.port';
import type { StaffRole, StaffUser } from '../domain/staff-user';
import { StaffUserEntity } from './staff-user.entity';

const toStaffUser = (e: StaffUserEntity): StaffUser => ({
  id: e.id,
  email: e.email,
  name: e.name,
  role: e.role as StaffRole,
  passwordHash: e.passwordHash,
});

@Injectable()
export class TypeormStaffUserRepository extends StaffUserRepository {
  constructor(@InjectRepository(StaffUserEntity) private readonly rows: Repository<StaffUserEntity>) {
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

  async upsert(user: { email: string; name: string; role: StaffRole; passwordHash: string }): Promise<StaffUser> {
    const row = (await this.rows.findOneBy({ email: user.email })) ?? this.rows.create({ email: user.email });
    Object.assign(row, user);
    return toStaffUser(await this.rows.save(row));
  }
}
