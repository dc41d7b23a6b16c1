import { ListedArticles } from './application/listed-articles.port';
import { TypeormListedArticles } from './infrastructure/typeorm-listed-articles';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { ArticleQueries } from './application/article.queries';
import { ArticleStore } from './application/article-store.port';
import { ArticleViewers } from './application/article-viewers.port';
import { ArticleSlugs } from './application/article-slugs.service';
import { CreateArticleUseCase } from './application/create-article.use-case';
import { CreateSeoRecordUseCase } from './application/create-seo-record.use-case';
import { DeleteArticleUseCase } from './application/delete-article.use-case';
import { DeleteSeoRecordUseCase } from './application/delete-seo-record.use-case';
import { SeoRecordQueries } from './application/seo-record.queries';
import { SeoRecordStore } from './application/seo-record-store.port';
import { UpdateArticleUseCase } from './application/update-article.use-case';
import { UpdateSeoRecordUseCase } from './application/update-seo-record.use-case';
import { ArticleTranslationEntity } from './infrastructure/article-translation.entity';
import { ArticleEntity } from './infrastructure/article.entity';
import { IdentityArticleViewers } from './infrastructure/identity-article-viewers';
import { SeoRecordEntity } from './infrastructure/seo-record.entity';
import { TypeormArticleStore } from './infrastructure/typeorm-article-store';
import { TypeormSeoRecordStore } from './infrastructure/typeorm-seo-record-store';
import { ArticlesController } from './interface/articles.controller';
import { SeoController } from './interface/seo.controller';

/** Articles (the blog and pages such as the site policy) and per-page SEO records. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ArticleEntity, ArticleTranslationEntity, SeoRecordEntity]),
    // An admin's token opens inactive articles while the admin's session stands.
    IdentityModule,
  ],
  controllers: [ArticlesController, SeoController],
  providers: [
    { provide: ArticleStore, useClass: TypeormArticleStore },
    { provide: SeoRecordStore, useClass: TypeormSeoRecordStore },
    { provide: ArticleViewers, useClass: IdentityArticleViewers },
    ArticleSlugs,
    ArticleQueries,
    { provide: ListedArticles, useClass: TypeormListedArticles },
    CreateArticleUseCase,
    UpdateArticleUseCase,
    DeleteArticleUseCase,
    SeoRecordQueries,
    CreateSeoRecordUseCase,
    UpdateSeoRecordUseCase,
    DeleteSeoRecordUseCase,
  ],
  // The web context renders SEO records into the HTML head and lists articles in the sitemap.
  exports: [SeoRecordQueries, ArticleQueries, ListedArticles],
})
export class ContentModule {}
