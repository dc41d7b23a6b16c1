import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../http/access.decorators';
import { ShopLifecycle } from './shop-lifecycle';

const PING_TIMEOUT_MS = 1_500;

/** Probes for a load balancer or an orchestrator (Docker, Kubernetes). */
@ApiTags('health')
@Controller('api/health')
export class ProbesController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly lifecycle: ShopLifecycle,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get('live')
  @Public()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOperation({ summary: 'Liveness: the process answers (restart it when this fails); asks nothing of the database' })
  @ApiOkResponse({
    schema: { example: { status: 'ok', info: { process: { status: 'up' } }, error: {}, details: { process: { status: 'up' } } } },
  })
  live() {
    return this.health.check([() => this.indicators.check('process').up({ uptime_s: Math.round(process.uptime()) })]);
  }

  @Get('ready')
  @Public()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOperation({
    summary: 'Readiness: send traffic here only while this answers 200',
    description:
      'The database answers, every migration has run, the read models caught up at start, and the process is not ' +
      'shutting down (503 from the moment it receives SIGTERM).',
  })
  @ApiOkResponse({
    schema: {
      example: {
        status: 'ok',
        info: {
          lifecycle: { status: 'up' },
          database: { status: 'up' },
          migrations: { status: 'up', pending: 0 },
          read_models: { status: 'up' },
        },
        error: {},
        details: {},
      },
    },
  })
  @ApiServiceUnavailableResponse({
    schema: { example: { status: 'error', info: {}, error: { lifecycle: { status: 'down', state: 'stopping' } }, details: {} } },
  })
  async ready() {
    return this.health.check([
      () => {
        const lifecycle = this.indicators.check('lifecycle');
        if (this.lifecycle.isStopping) return lifecycle.down({ state: 'stopping' });
        return this.lifecycle.isStarted ? lifecycle.up({ state: 'serving' }) : lifecycle.down({ state: 'starting' });
      },
      () => this.database.pingCheck('database', { connection: this.dataSource, timeout: PING_TIMEOUT_MS }),
      async () => {
        const migrations = this.indicators.check('migrations');
        // The embedded database follows the entities and has no migrations to wait for.
        if (!this.dataSource.options.migrations || this.dataSource.options.type === 'better-sqlite3') return migrations.up({ pending: 0 });
        const pending = await this.dataSource.showMigrations().catch(() => null);
        if (pending === null) return migrations.down({ message: 'could not read the migrations table' });
        return pending ? migrations.down({ pending: true }) : migrations.up({ pending: 0 });
      },
      () => {
        // The start-up catch-ups (shopper documents, counts, search texts) run before the shop is marked started.
        const readModels = this.indicators.check('read_models');
        return this.lifecycle.isStarted ? readModels.up() : readModels.down({ state: 'catching up' });
      },
    ]);
  }
}
