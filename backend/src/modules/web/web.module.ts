import { Module } from '@nestjs/common';
import { GetInterfaceTextsUseCase } from './application/get-interface-texts.use-case';
import { SitemapSource } from './application/sitemap-source.port';
import { SitemapUseCase } from './application/sitemap.use-case';
import { TypeOrmSitemapSource } from './infrastructure/typeorm-sitemap-source';
import { InterfaceTextsController } from './interface/interface-texts.controller';
import { SitemapController } from './interface/sitemap.controller';

/** What the web front ends load from the server besides the API: the interface texts, sitemap.xml and robots.txt. */
@Module({
  controllers: [InterfaceTextsController, SitemapController],
  providers: [GetInterfaceTextsUseCase, SitemapUseCase, { provide: SitemapSource, useClass: TypeOrmSitemapSource }],
})
export class WebModule {}
