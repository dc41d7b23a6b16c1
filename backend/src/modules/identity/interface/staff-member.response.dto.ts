import { ApiProperty } from '@nestjs/swagger';
import type { StaffUser } from '../domain/staff-user';
import { STAFF_ROLES } from '../domain/staff-user';

export class StaffMemberResponseDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'dana@shop.example' }) email: string;
  @ApiProperty({ example: 'Dana Levi' }) name: string;
  @ApiProperty({ example: 'orders', enum: STAFF_ROLES }) role: string;
  @ApiProperty({ example: true }) active: boolean;
  @ApiProperty({ example: false }) two_factor_enabled: boolean;
  @ApiProperty({ example: '2026-11-25T09:30:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-11-25T09:30:00.000Z' }) updated_at: string;
}

export class StaffMemberEnvelopeDto {
  @ApiProperty({ type: StaffMemberResponseDto }) data: StaffMemberResponseDto;
}

export class StaffMemberPageDto {
  @ApiProperty({ type: [StaffMemberResponseDto] }) data: StaffMemberResponseDto[];
  @ApiProperty({ example: 4 }) total: number;
}

/** The staff member's password hash and two-factor secrets never leave the server. */
export function toStaffMemberResponse(user: StaffUser): StaffMemberResponseDto {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    active: user.active,
    two_factor_enabled: user.twoFactorEnabledAt !== null,
    created_at: new Date(user.createdAt).toISOString(),
    updated_at: new Date(user.updatedAt).toISOString(),
  };
}
