import { INestApplication } from '@nestjs/common';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { documentAccess } from './modules/identity/interface/access-in-openapi';
import { PublicCatalogCache } from './shared/http/public-catalog-cache.middleware';
import { PaymentsConfig } from './modules/payments/application/payments-config.port';
import { TRANZILA_FRAME_URL } from './modules/payments/infrastructure/tranzila.constants';
import { hostFrontEnds } from './modules/web/infrastructure/front-end-hosting';
import { staffActorSlot } from './shared/audit/staff-actor';
import { ChangeGeneration } from './shared/cache/change-generation';
import { noteWrites } from './shared/cache/note-writes';
import { countSqlStatements } from './shared/database/sql-statement-counter';
import { HttpErrorFilter } from './shared/errors/http-error.filter';
import { ShopLifecycle } from './shared/health/shop-lifecycle';
import { bodyParsers } from './shared/http/body-limits';
import { compressAnswers } from './shared/http/compression';
import { closeConnectionsWhenStopping } from './shared/http/graceful-shutdown';
import { ShopExpressAdapter } from './shared/http/http-server';
import { asOpenApi31 } from './shared/http/openapi-3-1';
import { addSharedResponses } from './shared/http/openapi-extras';
import { addValidatorBounds, requestClassesOf } from './shared/http/openapi-validator-bounds';
import { refuseMalformedRequests } from './shared/http/request-shape';
import { MAP_EMBED_ORIGIN, securityHeaders } from './shared/http/security-headers';
import { createValidationPipe } from './shared/http/validation.pipe';
import { REQUEST_ID_HEADER, createShopLogger, requestLogging } from './shared/logging/request-logging';
import { ShopNestLogger } from './shared/logging/shop-nest-logger';
import { ShopConfig } from './shop-config';

/** What the shop's pages frame: the card provider's form (the shop itself for the sandbox) and the map. */
function framedOrigins(app: INestApplication): { paymentOrigins: string[]; frameSources: string[] } {
  const payments = app.get(PaymentsConfig);
  const paymentOrigins = payments.provider === 'tranzila' ? [new URL(TRANZILA_FRAME_URL(payments.terminal)).origin] : [];
  // An extra origin the provider turns out to need (a 3-D Secure page shown in the frame itself).
  return { paymentOrigins, frameSources: [MAP_EMBED_ORIGIN, ...payments.extraFrameSources] };
}

/** Builds the application exactly as it runs in production; used by main, tests and the OpenAPI script. */
export async function createApp(shop: ShopConfig, options: { logger?: false } = {}): Promise<NestExpressApplication> {
  const config = shop.app;
  const quiet = options.logger === false;
  const logger = createShopLogger(quiet ? { ...config.logging, level: 'silent' } : config.logging);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(shop), new ShopExpressAdapter(config.http), {
    logger: quiet ? false : undefined,
    bufferLogs: !quiet,
    // Parsed per route below, with a limit for each.
    bodyParser: false,
    // Start-up failures (a bad setting) reach main.ts, which prints them and exits non-zero.
    abortOnError: false,
  });
  // Nest's own Logger writes through the same pino logger, with the request's id inside a request.
  if (!quiet) app.useLogger(new ShopNestLogger(logger));
  // First: every request gets its id and its log line, whatever answers it (API, page, picture).
  app.use(requestLogging(logger));
  app.use(closeConnectionsWhenStopping(app.get(ShopLifecycle)));
  // The benchmark's count of SQL statements per request (off unless BENCH_SQL_COUNT=true).
  if (config.countSqlStatements) app.use(countSqlStatements);
  // req.ip (rate limits, logs) comes from X-Forwarded-For only when it was written by a proxy named here.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // A staff request's slot for its staff member (the access guard fills it), read by the audit log.
  app.use(staffActorSlot);
  app.use(securityHeaders({ publicUrl: config.publicUrl, ...framedOrigins(app) }));
  // Same origin needs no CORS; other sites' pages may call the API only when listed.
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
      exposedHeaders: ['Content-Range', 'ETag', REQUEST_ID_HEADER, 'Retry-After'],
    });
  }
  // Every write the API accepts tells every process's caches that the shop changed.
  app.use(noteWrites(app.get(ChangeGeneration)));
  // A shopper's catalog read kept in the catalog's cache is answered here, precompressed, without the rest.
  app.use(app.get(PublicCatalogCache).frontDoor());
  app.use(compressAnswers());
  app.use(bodyParsers(config.http));
  app.use(refuseMalformedRequests());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  hostFrontEnds(app);
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Sports shop API')
    .setDescription(
      'API of the sports-goods shop: public catalog, content and ordering for the storefront, ' +
        'and staff endpoints (JWT bearer) for the back office: each operation names the roles it opens in its summary ' +
        'and in `x-roles` (`x-access` is its level: public, account, staff, orders or admin). Errors answer ' +
        '`{statusCode, code, message, errors?, requestId}`; every answer carries its request id in `X-Request-Id`. ' +
        'Every route may answer 503 `DATABASE_UNAVAILABLE` with `Retry-After` while the database is out of reach; ' +
        'rate-limited routes answer 429 with `Retry-After`. ' +
        'A request body nested deeper than 32 levels, a text that is not well-formed Unicode (a lone surrogate), ' +
        '`null` in a field the schema does not mark nullable, and a number or text outside the bounds the schema states ' +
        'answer 400 naming the field. ' +
        'Admin lists follow ra-data-simple-rest (`sort`, `range`, `filter`, `Content-Range` header).',
    )
    .setVersion('1.0.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  // Who may call each operation first: the shared responses read it (a public read may answer 304). The
  // request bounds are written before the 3.1 rewrite, while a property's type is still one word.
  return asOpenApi31(addValidatorBounds(addSharedResponses(documentAccess(document, app)), requestClassesOf(controllersOf(app))));
}

/** Every controller class of the application, as Nest registered them. */
function controllersOf(app: INestApplication): Array<new (...args: never[]) => object> {
  return [...app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => wrapper.metatype as new (...args: never[]) => object),
  );
}
