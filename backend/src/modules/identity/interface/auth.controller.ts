import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { DomainError } from '../../../shared/domain/domain-error';
import { ListDemoLoginsUseCase } from '../application/list-demo-logins.use-case';
import { LogInUseCase } from '../application/log-in.use-case';
import { StaffUserRepository } from '../application/staff-user-repository.port';
import type { AuthenticatedStaff } from '../application/authenticated-staff';
import { Public, StaffOnly } from '../../../shared/http/access.decorators';
import { CurrentStaff } from './current-staff.decorator';
import { DemoLoginsResponseDto } from './demo-logins.response.dto';
import { LoginRequestDto } from './login.request.dto';
import { LoginResponseDto, MeResponseDto } from './login.response.dto';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly logIn: LogInUseCase,
    private readonly users: StaffUserRepository,
    private readonly demoLogins: ListDemoLoginsUseCase,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff login; answers a JWT bearer token' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ description: 'email or password missing or malformed' })
  @ApiUnauthorizedResponse({ description: 'Invalid credentials (same answer for unknown email and wrong password)' })
  @ApiTooManyRequestsResponse({
    description:
      'Too many login attempts from this client address for this email (LOGIN_ATTEMPTS_PER_MINUTE); Retry-After says when to try again',
  })
  async login(@Body() body: LoginRequestDto): Promise<LoginResponseDto> {
    const result = await this.logIn.execute(body);
    return { access_token: result.accessToken, user: result.user };
  }

  @Get('me')
  @StaffOnly()
  @ApiOperation({ summary: 'The logged-in staff member' })
  @ApiOkResponse({ type: MeResponseDto })
  async me(@CurrentStaff() staff: AuthenticatedStaff): Promise<MeResponseDto> {
    const user = await this.users.findById(staff.id);
    if (!user) throw new DomainError('UNAUTHORIZED', 'unauthorized', 'Authentication required');
    return { data: { id: user.id, email: user.email, name: user.name, role: user.role } };
  }

  @Get('demo-accounts')
  @Public()
  @ApiOperation({ summary: 'The demo logins for the login page hint: only while the demo data set is loaded, never in production' })
  @ApiOkResponse({ type: DemoLoginsResponseDto })
  async demoAccounts(): Promise<DemoLoginsResponseDto> {
    return { data: await this.demoLogins.execute() };
  }
}
