import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../shared/config/app-config';
import { ListDemoLoginsUseCase } from './application/list-demo-logins.use-case';
import { LogInUseCase } from './application/log-in.use-case';
import { RefuseDemoPasswordsUseCase } from './application/refuse-demo-passwords.use-case';
import { SaveStaffUserUseCase } from './application/save-staff-user.use-case';
import { AccessTokenIssuer, PasswordHasher, StaffUserRepository } from './application/staff-user-repository.port';
import { BcryptPasswordHasher } from './infrastructure/bcrypt-password.hasher';
import { JwtAccessTokenIssuer } from './infrastructure/jwt-access-token.issuer';
import { JwtStrategy } from './infrastructure/jwt.strategy';
import { StaffUserEntity } from './infrastructure/staff-user.entity';
import { TypeormStaffUserRepository } from './infrastructure/typeorm-staff-user.repository';
import { AccessGuard } from './interface/access.guard';
import { AuthController } from './interface/auth.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([StaffUserEntity]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as `${number}h`, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    { provide: StaffUserRepository, useClass: TypeormStaffUserRepository },
    { provide: PasswordHasher, useClass: BcryptPasswordHasher },
    { provide: AccessTokenIssuer, useClass: JwtAccessTokenIssuer },
    { provide: APP_GUARD, useClass: AccessGuard },
    JwtStrategy,
    LogInUseCase,
    SaveStaffUserUseCase,
    RefuseDemoPasswordsUseCase,
    ListDemoLoginsUseCase,
  ],
  exports: [SaveStaffUserUseCase, StaffUserRepository, PasswordHasher],
})
export class IdentityModule implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly refuseDemoPasswords: RefuseDemoPasswordsUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.nodeEnv !== 'production') return;
    const offenders = await this.refuseDemoPasswords.execute();
    if (offenders.length > 0) {
      throw new Error(
        `Refusing to start in production: ${offenders.join(', ')} still use the demo password. ` +
          'Reset it with `npm run admin:create -- --email ... --password ...`.',
      );
    }
  }
}
