import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../../shared/domain/domain-error';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { ApiAdminList } from '../../../shared/http/admin-list-docs';
import { IdPipe } from '../../../shared/http/id.pipe';
import { idListParam, idParam, knownFilter, pageStart } from '../../../shared/http/query-params';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendPage } from '../../../shared/pagination/send-page';
import { ModerateReviewUseCase } from '../application/moderate-review.use-case';
import { REVIEW_SORT_FIELDS, ReviewListCriteria, ReviewReadModel, ReviewSortField } from '../application/review-read-model.port';
import { isReviewStatus, REVIEW_STATUSES } from '../domain/review';
import { reviewNotFound } from '../domain/reviews.errors';
import { ModerateReviewRequestDto } from './review.request.dto';
import { ReviewEnvelopeDto, ReviewPageDto, toReviewResponse } from './review.response.dto';

function listCriteria(query: Record<string, unknown>): ReviewListCriteria {
  const list = parseListQuery(query, { sortable: REVIEW_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], defaultLimit: 25 });
  const filter = knownFilter(list.filter, ['product_id', 'stars', 'status', 'id']);
  const stars = idParam(filter.stars, 'filter.stars');
  if (stars !== undefined && stars > 5) throw DomainError.invalid('INVALID_QUERY', 'filter.stars must be from 1 to 5', 'filter.stars');
  const status = filter.status === undefined || filter.status === '' ? undefined : filter.status;
  if (status !== undefined && !isReviewStatus(status)) {
    throw DomainError.invalid('INVALID_QUERY', `filter.status must be one of ${REVIEW_STATUSES.join(', ')}`, 'filter.status');
  }
  return {
    offset: pageStart(list.offset),
    limit: list.limit,
    sort: { field: list.sortField as ReviewSortField, order: list.sortOrder },
    productId: idParam(filter.product_id, 'filter.product_id'),
    stars,
    status,
    ids: idListParam(filter.id, 'filter.id'),
  };
}

/** The back office's reviews: lists filtered by product, stars and state; approve, hide, answer. */
@ApiTags('reviews')
@Controller('api/reviews')
@AdminOnly()
export class ReviewModerationController {
  constructor(
    private readonly reviews: ReviewReadModel,
    private readonly moderate: ModerateReviewUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Reviews, newest first, filtered' })
  @ApiAdminList({
    type: ReviewPageDto,
    resource: 'reviews',
    exampleTotal: 57,
    sort: { on: REVIEW_SORT_FIELDS, example: '["created_at","DESC"]' },
    filter: { example: '{"status":"pending","stars":1,"product_id":12}' },
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ReviewPageDto> {
    return sendPage(res, 'reviews', await this.reviews.list(listCriteria(query)), toReviewResponse);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One review' })
  @ApiParam({ name: 'id', example: 41 })
  @ApiOkResponse({ type: ReviewEnvelopeDto })
  @ApiNotFoundResponse({ description: 'REVIEW_NOT_FOUND' })
  async one(@Param('id', IdPipe) id: number): Promise<ReviewEnvelopeDto> {
    const review = await this.reviews.findById(id);
    if (!review) throw reviewNotFound();
    return { data: toReviewResponse(review) };
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Approve (published), hide or answer a review',
    description: "The product's average and count change in the same transaction.",
  })
  @ApiParam({ name: 'id', example: 41 })
  @ApiOkResponse({ type: ReviewEnvelopeDto })
  @ApiBadRequestResponse({ description: 'status or answer invalid (named in errors)' })
  @ApiNotFoundResponse({ description: 'REVIEW_NOT_FOUND' })
  async update(@Param('id', IdPipe) id: number, @Body() body: ModerateReviewRequestDto): Promise<ReviewEnvelopeDto> {
    const moderated = await this.moderate.execute({ id, status: body.status, answer: body.answer });
    const review = await this.reviews.findById(moderated.id);
    return { data: toReviewResponse(review ?? moderated) };
  }
}
