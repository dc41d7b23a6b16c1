import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { ApiAdminList } from '../../../shared/http/admin-list-docs';
import { IdPipe } from '../../../shared/http/id.pipe';
import { booleanParam, idListParam, knownFilter, pageStart, textParam } from '../../../shared/http/query-params';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendPage } from '../../../shared/pagination/send-page';
import { ChangeStaffAccessUseCase } from '../application/change-staff-access.use-case';
import { CreateStaffUserUseCase } from '../application/create-staff-user.use-case';
import { InviteStaffMemberUseCase } from '../application/invite-staff-member.use-case';
import { ResetStaffPasswordUseCase } from '../application/reset-staff-password.use-case';
import { ResetStaffTwoFactorUseCase } from '../application/reset-staff-two-factor.use-case';
import { STAFF_SORT_FIELDS, StaffListCriteria, StaffSortField } from '../application/staff-user-store.port';
import { StaffUsersQueries } from '../application/staff-users.queries';
import { isStaffRole, STAFF_ROLES } from '../domain/staff-user';
import { DomainError } from '../../../shared/domain/domain-error';
import type { AuthenticatedStaff } from '../application/authenticated-staff.views';
import type { ActorProof } from '../application/staff-reauthentication.service';
import { CurrentStaff } from './current-staff.decorator';
import {
  ActorProofRequestDto,
  CreateStaffMemberRequestDto,
  InviteStaffMemberRequestDto,
  ResetStaffPasswordRequestDto,
  ResetStaffTwoFactorRequestDto,
  UpdateStaffMemberRequestDto,
} from './staff-member.request.dto';
import { StaffMemberEnvelopeDto, StaffMemberPageDto, toStaffMemberResponse } from './staff-member.response.dto';

function listCriteria(query: Record<string, unknown>): StaffListCriteria {
  const list = parseListQuery(query, { sortable: STAFF_SORT_FIELDS, defaultSort: ['email', 'ASC'], defaultLimit: 25 });
  const filter = knownFilter(list.filter, ['q', 'id', 'role', 'active']);
  const role = textParam(filter.role, 'filter.role');
  if (role !== undefined && !isStaffRole(role)) {
    throw DomainError.invalid('INVALID_QUERY', `filter.role must be one of ${STAFF_ROLES.join(', ')}`, 'filter.role');
  }
  return {
    offset: pageStart(list.offset),
    limit: list.limit,
    sort: { field: list.sortField as StaffSortField, order: list.sortOrder },
    text: textParam(filter.q, 'filter.q'),
    role,
    active: booleanParam(filter.active, 'filter.active'),
    ids: idListParam(filter.id, 'filter.id'),
  };
}

function proofOf(actor: AuthenticatedStaff, body: ActorProofRequestDto, req: Request): ActorProof {
  return { actorId: actor.id, password: body.actor_password, code: body.actor_code, address: req.ip ?? null };
}

const REAUTHENTICATION_400 =
  'ACTOR_PASSWORD_REQUIRED (field `actor_password`), ACTOR_CODE_REQUIRED (field `actor_code`: your two-factor is on)';
const REAUTHENTICATION_403 =
  'ACTOR_PASSWORD_INVALID (field `actor_password`), ACTOR_CODE_INVALID or ACTOR_CODE_USED (field `actor_code`): your own password or code';
const REAUTHENTICATION_429 =
  'Too many attempts from this client address (LOGIN_ATTEMPTS_PER_MINUTE), or ACCOUNT_ATTEMPTS_EXCEEDED: too many failed ' +
  'passwords and codes of your account (ACCOUNT_LOGIN_FAILURES); Retry-After says when';

const LAST_ADMIN = 'LAST_ACTIVE_ADMIN: this is the last active admin (make another staff member admin first)';

/** The back office's staff screen (ra-data-simple-rest list, one, create, update) and its two resets. */
@ApiTags('staff')
@Controller('api/admin/staff')
@AdminOnly()
export class StaffController {
  constructor(
    private readonly staff: StaffUsersQueries,
    private readonly createStaff: CreateStaffUserUseCase,
    private readonly changeAccess: ChangeStaffAccessUseCase,
    private readonly resetPassword: ResetStaffPasswordUseCase,
    private readonly resetTwoFactor: ResetStaffTwoFactorUseCase,
    private readonly invite: InviteStaffMemberUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Staff members' })
  @ApiAdminList({
    type: StaffMemberPageDto,
    resource: 'staff',
    exampleTotal: 4,
    sort: { on: STAFF_SORT_FIELDS, example: '["email","ASC"]' },
    filter: { example: '{"q":"dana","role":"orders","active":true}', description: 'q (part of the email or name), role, active, id' },
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<StaffMemberPageDto> {
    return sendPage(res, 'staff', await this.staff.list(listCriteria(query)), toStaffMemberResponse);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff member' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: StaffMemberEnvelopeDto })
  @ApiNotFoundResponse({ description: 'STAFF_NOT_FOUND' })
  async one(@Param('id', IdPipe) id: number): Promise<StaffMemberEnvelopeDto> {
    return { data: toStaffMemberResponse(await this.staff.one(id)) };
  }

  @Post()
  @ApiOperation({
    summary: 'Add a staff member with a role and a first password, or without one to email them an invitation',
  })
  @ApiCreatedResponse({ type: StaffMemberEnvelopeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in errors); WEAK_PASSWORD: under 10 characters' })
  @ApiConflictResponse({ description: 'STAFF_EMAIL_TAKEN: another staff member has this email (field `email`)' })
  async create(@Body() body: CreateStaffMemberRequestDto): Promise<StaffMemberEnvelopeDto> {
    return { data: toStaffMemberResponse(await this.createStaff.execute(body)) };
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Rename a staff member, change their role, disable or enable them',
    description: 'A new role or a disabling ends their sessions at once: their next request answers 401 SESSION_ENDED.',
  })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: StaffMemberEnvelopeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in errors)' })
  @ApiNotFoundResponse({ description: 'STAFF_NOT_FOUND' })
  @ApiConflictResponse({ description: LAST_ADMIN })
  async update(@Param('id', IdPipe) id: number, @Body() body: UpdateStaffMemberRequestDto): Promise<StaffMemberEnvelopeDto> {
    return { data: toStaffMemberResponse(await this.changeAccess.execute({ id, change: body })) };
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: "Set a staff member's new password; their sessions end",
    description: 'Asks your own password, and a current code (or a recovery code) when your two-factor is on: a token alone is not enough.',
  })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: StaffMemberEnvelopeDto })
  @ApiBadRequestResponse({ description: `WEAK_PASSWORD: under 10 characters (field \`password\`); ${REAUTHENTICATION_400}` })
  @ApiForbiddenResponse({ description: REAUTHENTICATION_403 })
  @ApiNotFoundResponse({ description: 'STAFF_NOT_FOUND' })
  @ApiTooManyRequestsResponse({ description: REAUTHENTICATION_429 })
  async resetPasswordOf(
    @Param('id', IdPipe) id: number,
    @Body() body: ResetStaffPasswordRequestDto,
    @CurrentStaff() actor: AuthenticatedStaff,
    @Req() req: Request,
  ): Promise<StaffMemberEnvelopeDto> {
    await this.resetPassword.execute({ id, password: body.password, confirmedBy: proofOf(actor, body, req) });
    return { data: toStaffMemberResponse(await this.staff.one(id)) };
  }

  @Post(':id/invite')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email a staff member a one-time link to choose their password',
    description: "The link opens the back office's set-password page, works once and expires after 48 hours; recorded in the audit log.",
  })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: StaffMemberEnvelopeDto })
  @ApiNotFoundResponse({ description: 'STAFF_NOT_FOUND' })
  async inviteMember(@Param('id', IdPipe) id: number, @Body() body: InviteStaffMemberRequestDto): Promise<StaffMemberEnvelopeDto> {
    await this.invite.execute({ id, language: body.language ?? 'he' });
    return { data: toStaffMemberResponse(await this.staff.one(id)) };
  }

  @Post(':id/reset-two-factor')
  @HttpCode(200)
  @ApiOperation({
    summary: "Switch a staff member's two-factor off, or your own: key and recovery codes gone, sessions ended; they enrol again",
    description: 'Asks your own password, and a current code (or a recovery code) when your two-factor is on: a token alone is not enough.',
  })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: StaffMemberEnvelopeDto })
  @ApiBadRequestResponse({ description: REAUTHENTICATION_400 })
  @ApiForbiddenResponse({ description: REAUTHENTICATION_403 })
  @ApiNotFoundResponse({ description: 'STAFF_NOT_FOUND' })
  @ApiTooManyRequestsResponse({ description: REAUTHENTICATION_429 })
  async resetTwoFactorOf(
    @Param('id', IdPipe) id: number,
    @Body() body: ResetStaffTwoFactorRequestDto,
    @CurrentStaff() actor: AuthenticatedStaff,
    @Req() req: Request,
  ): Promise<StaffMemberEnvelopeDto> {
    await this.resetTwoFactor.execute({ id, confirmedBy: proofOf(actor, body, req) });
    return { data: toStaffMemberResponse(await this.staff.one(id)) };
  }
}
