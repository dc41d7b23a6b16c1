import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Language, parseLanguage } from '../../../shared/localisation/language';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendPage } from '../../../shared/pagination/send-page';
import { AdminOnly, Public } from '../../../shared/http/access.decorators';
import { ADMIN_ARTICLE_LIST_RULES, ArticleQueries, PUBLIC_ARTICLE_LIST_RULES } from '../application/article.queries';
import { ARTICLE_SORT_FIELDS } from '../application/article-store.port';
import { CreateArticleUseCase } from '../application/create-article.use-case';
import { DeleteArticleUseCase } from '../application/delete-article.use-case';
import { UpdateArticleUseCase } from '../application/update-article.use-case';
import { toArticleCommand, toArticleResponse } from './article.mapper';
import { ArticleRequestDto } from './article.request.dto';
import { ArticleEnvelopeDto, ArticleListResponseDto } from './article.response.dto';
import { ApiListQuery, CONTENT_RANGE_HEADER } from './list-query.docs';
import { RecordIdPipe } from './record-id.pipe';
import { StaffViewerGuard, ViewerIsAdmin } from './staff-viewer.guard';

/** Articles are read in Russian unless asked otherwise (the spec's default for content). */
const DEFAULT_LANGUAGE: Language = 'ru';
const LangQuery = () => ApiQuery({ name: 'lang', required: false, enum: ['ru', 'he', 'en'], description: 'Default ru' });

@ApiTags('articles')
@Controller('api/articles')
export class ArticlesController {
  constructor(
    private readonly queries: ArticleQueries,
    private readonly createArticle: CreateArticleUseCase,
    private readonly updateArticle: UpdateArticleUseCase,
    private readonly deleteArticle: DeleteArticleUseCase,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The blog list: active articles shown in the list, newest first' })
  @LangQuery()
  @ApiListQuery({ sortable: PUBLIC_ARTICLE_LIST_RULES.sortable, defaultSort: '["created_at","DESC"]' })
  @ApiOkResponse({ type: ArticleListResponseDto, headers: CONTENT_RANGE_HEADER })
  async listPublished(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ArticleListResponseDto> {
    const lang = parseLanguage(query.lang, DEFAULT_LANGUAGE);
    const page = await this.queries.listPublished(parseListQuery(query, PUBLIC_ARTICLE_LIST_RULES));
    return sendPage(res, 'articles', page, (article) => toArticleResponse(article, lang));
  }

  @Get('admin')
  @AdminOnly()
  @ApiOperation({ summary: 'All articles, for the back office (ra-data-simple-rest list)' })
  @LangQuery()
  @ApiListQuery({
    sortable: ARTICLE_SORT_FIELDS,
    defaultSort: '["created_at","DESC"]',
    filters: '{"q": part of the title, "is_active": bool, "show_in_list": bool, "id": [ids]}',
  })
  @ApiOkResponse({ type: ArticleListResponseDto, headers: CONTENT_RANGE_HEADER })
  async listForAdmin(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ArticleListResponseDto> {
    const lang = parseLanguage(query.lang, DEFAULT_LANGUAGE);
    const page = await this.queries.listForAdmin(parseListQuery(query, ADMIN_ARTICLE_LIST_RULES));
    return sendPage(res, 'articles', page, (article) => toArticleResponse(article, lang));
  }

  @Get('slug/:slug')
  @Public()
  @UseGuards(StaffViewerGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'One active article by its slug',
    description:
      'Articles hidden from the list (show_in_list false, e.g. the site policy) are readable here. An admin token also opens inactive ones.',
  })
  @ApiParam({ name: 'slug', example: 'takanon-haatar' })
  @LangQuery()
  @ApiOkResponse({ type: ArticleEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Unknown lang' })
  @ApiNotFoundResponse({ description: 'No active article with this slug (ARTICLE_NOT_FOUND)' })
  async getBySlug(
    @Param('slug') slug: string,
    @Query('lang') rawLang: unknown,
    @ViewerIsAdmin() isAdmin: boolean,
  ): Promise<ArticleEnvelopeDto> {
    const lang = parseLanguage(rawLang, DEFAULT_LANGUAGE);
    const article = await this.queries.getBySlug(slug, { includeInactive: isAdmin });
    return { data: toArticleResponse(article, lang) };
  }

  @Get(':id')
  @Public()
  @UseGuards(StaffViewerGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'One active article by id', description: 'An admin token also opens inactive articles (for editing).' })
  @ApiParam({ name: 'id', example: 7 })
  @LangQuery()
  @ApiOkResponse({ type: ArticleEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number, or unknown lang' })
  @ApiNotFoundResponse({ description: 'No such (active) article (ARTICLE_NOT_FOUND)' })
  async getById(
    @Param('id', RecordIdPipe) id: number,
    @Query('lang') rawLang: unknown,
    @ViewerIsAdmin() isAdmin: boolean,
  ): Promise<ArticleEnvelopeDto> {
    const lang = parseLanguage(rawLang, DEFAULT_LANGUAGE);
    const article = await this.queries.getById(id, { includeInactive: isAdmin });
    return { data: toArticleResponse(article, lang) };
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create an article' })
  @LangQuery()
  @ApiCreatedResponse({ type: ArticleEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid field (named in errors)' })
  @ApiConflictResponse({ description: 'The given slug is taken (ARTICLE_SLUG_TAKEN)' })
  async create(@Body() body: ArticleRequestDto, @Query('lang') rawLang: unknown): Promise<ArticleEnvelopeDto> {
    const lang = parseLanguage(rawLang, DEFAULT_LANGUAGE);
    const article = await this.createArticle.execute(toArticleCommand(body));
    return { data: toArticleResponse(article, lang) };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Replace an article',
    description: 'Omitted optional fields take their defaults; an empty slug is made from the title.',
  })
  @ApiParam({ name: 'id', example: 7 })
  @LangQuery()
  @ApiOkResponse({ type: ArticleEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid id or field (named in errors)' })
  @ApiNotFoundResponse({ description: 'No such article' })
  @ApiConflictResponse({ description: 'The given slug is taken by another article (ARTICLE_SLUG_TAKEN)' })
  async update(
    @Param('id', RecordIdPipe) id: number,
    @Body() body: ArticleRequestDto,
    @Query('lang') rawLang: unknown,
  ): Promise<ArticleEnvelopeDto> {
    const lang = parseLanguage(rawLang, DEFAULT_LANGUAGE);
    const article = await this.updateArticle.execute({ ...toArticleCommand(body), id });
    return { data: toArticleResponse(article, lang) };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete an article and its translations; answers the deleted article' })
  @ApiParam({ name: 'id', example: 7 })
  @ApiOkResponse({ type: ArticleEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'No such article' })
  async remove(@Param('id', RecordIdPipe) id: number): Promise<ArticleEnvelopeDto> {
    const article = await this.deleteArticle.execute({ id });
    return { data: toArticleResponse(article, DEFAULT_LANGUAGE) };
  }
}
