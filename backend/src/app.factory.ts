import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { AppConfig } from './shared/config/app-config';
import { countSqlStatements, sqlStatementCountingEnabled } from './shared/database/sql-statement-counter';
import { HttpErrorFilter } from './shared/errors/http-error.filter';
import { createValidationPipe } from './shared/http/validation.pipe';
import { frontEndFolders, hostFrontEnds } from './modules/web/infrastructure/front-end-hosting';

/** Builds the application exactly as it runs in production; used by main, tests and the OpenAPI script. */
export async function createApp(config: AppConfig, options: { logger?: false } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: options.logger ?? ['error', 'warn', 'log'],
    bodyParser: true,
    // Start-up failures (a bad setting) reach main.ts, which prints them and exits non-zero.
    abortOnError: false,
  });
  // The benchmark's count of SQL statements per request (off unless BENCH_SQL_COUNT=true).
  if (sqlStatementCountingEnabled(config.env)) app.use(countSqlStatements);
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: true });
  app.enableCors({
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    exposedHeaders: ['Content-Range', 'ETag'],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  hostFrontEnds(app, frontEndFolders(config));
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Sports shop API')
    .setDescription(
      'API of the sports-goods shop: public catalog, content and ordering for the storefront, ' +
        'and admin endpoints (JWT bearer, role admin) for the back office. Errors answer ' +
        '`{statusCode, code, message, errors?}`. Admin lists follow ra-data-simple-rest ' +
        '(`sort`, `range`, `filter`, `Content-Range` header).',
    )
    .setVersion('1.0.0')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}
