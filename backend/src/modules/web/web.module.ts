import { Module } from '@nestjs/common';
import { GetInterfaceTextsUseCase } from './application/get-interface-texts.use-case';
import { SitemapSource } from './application/sitemap-source.port';
import { SitemapUseCase } from './application/sitemap.use-case';
import { CatalogModule } from '../catalog/catalog.module';
import { ContentModule } from '../content/content.module';
import { CatalogAndContentSitemapSource } from './infrastructure/catalog-and-content-sitemap-source';
import { InterfaceTextsController } from './interface/interface-texts.controller';
import { SitemapController } from './interface/sitemap.controller';

/** What the web front ends load from the server besides the API: the interface texts, sitemap.xml and robots.txt. */
@Module({
  // The sitemap lists the pages the catalog and the content publish.
  imports: [CatalogModule, ContentModule],
  controllers: [InterfaceTextsController, SitemapController],
  providers: [GetInterfaceTextsUseCase, SitemapUseCase, { provide: SitemapSource, useClass: CatalogAndContentSitemapSource }],
})
export class WebModule {}
