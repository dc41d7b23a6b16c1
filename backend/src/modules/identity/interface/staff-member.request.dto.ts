import { IsEmailAddress } from '../../../shared/http/email-address';
import { MaxStoredEmailLength } from '../../../shared/http/stored-length';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { INVITATION_HOURS, INVITATION_LANGUAGES, InvitationLanguage } from '../domain/staff-invitation';
import { STAFF_ROLES, StaffRole } from '../domain/staff-user';

const ROLE_TEXT = 'admin: everything; orders: dashboard and orders desk; user: refused by the back office';

export class CreateStaffMemberRequestDto {
  @ApiProperty({ example: 'dana@shop.example' })
  @IsEmailAddress()
  @MaxStoredEmailLength(254)
  email: string;

  @ApiProperty({ example: 'Dana Levi' })
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(120)
  name: string;

  @ApiProperty({ example: 'orders', enum: STAFF_ROLES, description: ROLE_TEXT })
  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role: StaffRole;

  @ApiPropertyOptional({
    example: 'a-first-password',
    description: `At least 10 characters; stored hashed, never answered back. Left out: the member is emailed a one-time link to choose it (valid ${INVITATION_HOURS} h)`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({
    example: 'he',
    enum: INVITATION_LANGUAGES,
    description: "The invitation's language (the member's interface language; default he)",
  })
  @IsOptional()
  @IsIn(INVITATION_LANGUAGES, { message: `language must be one of ${INVITATION_LANGUAGES.join(', ')}` })
  language?: InvitationLanguage;
}

export class InviteStaffMemberRequestDto {
  @ApiPropertyOptional({ example: 'ru', enum: INVITATION_LANGUAGES, description: "The invitation's language (default he)" })
  @IsOptional()
  @IsIn(INVITATION_LANGUAGES, { message: `language must be one of ${INVITATION_LANGUAGES.join(', ')}` })
  language?: InvitationLanguage;
}

export class SetStaffPasswordRequestDto {
  @ApiProperty({ description: "The invitation link's token" })
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(2000)
  token: string;

  @ApiProperty({ example: 'a-long-password-2026', description: 'At least 10 characters' })
  @IsString()
  @MaxLength(200)
  password: string;
}

export class UpdateStaffMemberRequestDto {
  @ApiPropertyOptional({ example: 'Dana Levi' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ example: 'admin', enum: STAFF_ROLES, description: `${ROLE_TEXT}. A new role ends the member's sessions` })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role?: StaffRole;

  @ApiPropertyOptional({ example: false, description: 'false disables the account and ends its sessions; true enables it again' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/**
 * The acting staff member's proof for a sensitive change (another member's password, anyone's two-factor
 * off): a bearer token alone is not enough.
 */
export class ActorProofRequestDto {
  @ApiProperty({ example: 'my-own-password', description: "Your own password (the acting staff member's), not the member's" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  actor_password?: string;

  @ApiPropertyOptional({
    example: '123456',
    description: 'A current code of your authenticator app, or one of your recovery codes; required when your two-factor is on',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  actor_code?: string;
}

export class ResetStaffPasswordRequestDto extends ActorProofRequestDto {
  @ApiProperty({ example: 'a-new-password-2026', description: 'At least 10 characters; the member is logged out everywhere' })
  @IsString()
  @MaxLength(200)
  password: string;
}

export class ResetStaffTwoFactorRequestDto extends ActorProofRequestDto {}
