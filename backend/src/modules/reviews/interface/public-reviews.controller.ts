import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { DomainError } from '../../../shared/domain/domain-error';
import { Public } from '../../../shared/http/access.decorators';
import { IdPipe } from '../../../shared/http/id.pipe';
import { OpenReviewLinkUseCase } from '../application/open-review-link.use-case';
import { ReviewReadModel } from '../application/review-read-model.port';
import { WriteReviewUseCase } from '../application/write-review.use-case';
import { WriteReviewRequestDto } from './review.request.dto';
import {
  PublicReviewPageDto,
  ReviewInvitationEnvelopeDto,
  toInvitationResponse,
  toPublicReview,
  WrittenReviewEnvelopeDto,
} from './review.response.dto';

export const REVIEWS_PER_PAGE = 5;
const MAX_PAGE = 100_000;

function pageParam(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const page = /^\d{1,6}$/.test(String(raw)) ? Number(raw) : NaN;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw DomainError.invalid('INVALID_QUERY', `page must be a whole number from 1 to ${MAX_PAGE}`, 'page');
  }
  return page;
}

/** The buyer's review form (through the emailed link) and the product page's published reviews. */
@ApiTags('reviews')
@Controller('api')
export class PublicReviewsController {
  constructor(
    private readonly openLink: OpenReviewLinkUseCase,
    private readonly writeReview: WriteReviewUseCase,
    private readonly reviews: ReviewReadModel,
  ) {}

  @Get('reviews/invitation')
  @Public()
  @ApiOperation({ summary: "What the review form shows for an emailed link: the product and the buyer's name by default" })
  @ApiQuery({ name: 'token', required: true, example: 'MWUyZ...Q.x7Yp...' })
  @ApiOkResponse({ type: ReviewInvitationEnvelopeDto })
  @ApiBadRequestResponse({ description: 'REVIEW_LINK_INVALID (forged, altered, unknown) or REVIEW_LINK_EXPIRED (field token)' })
  @ApiConflictResponse({ description: 'REVIEW_ALREADY_WRITTEN: this link was used' })
  async invitation(@Query('token') token: unknown): Promise<ReviewInvitationEnvelopeDto> {
    return { data: toInvitationResponse(await this.openLink.execute({ token })) };
  }

  @Post('reviews')
  @Public()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Write a review through the emailed link (one per order and product)',
    description: 'Rate limited per client address (REVIEWS_PER_MINUTE). Text is kept as plain text.',
  })
  @ApiCreatedResponse({ type: WrittenReviewEnvelopeDto })
  @ApiBadRequestResponse({
    description:
      'A field is invalid (named in errors: stars, title, text, author_name), or the link is not (REVIEW_LINK_INVALID, REVIEW_LINK_EXPIRED: field token)',
  })
  @ApiConflictResponse({ description: 'REVIEW_ALREADY_WRITTEN: the order already has a review of this product' })
  @ApiTooManyRequestsResponse({ description: 'Too many reviews from this address' })
  async write(@Body() body: WriteReviewRequestDto): Promise<WrittenReviewEnvelopeDto> {
    const written = await this.writeReview.execute({
      token: body.token,
      review: { stars: body.stars, title: body.title ?? '', text: body.text ?? '', authorName: body.author_name },
    });
    return { data: written };
  }

  @Get('products/:id/reviews')
  @Public()
  @ApiOperation({ summary: "A product's published reviews, newest first, one page (the average and count are on the product)" })
  @ApiParam({ name: 'id', example: 12 })
  @ApiQuery({ name: 'page', required: false, example: 1 })
  @ApiOkResponse({ type: PublicReviewPageDto })
  @ApiBadRequestResponse({ description: 'id or page malformed' })
  async published(@Param('id', IdPipe) id: number, @Query('page') rawPage: unknown): Promise<PublicReviewPageDto> {
    const page = pageParam(rawPage);
    const found = await this.reviews.published(id, (page - 1) * REVIEWS_PER_PAGE, REVIEWS_PER_PAGE);
    return { data: found.items.map(toPublicReview), total: found.total, page, per_page: REVIEWS_PER_PAGE };
  }
}
