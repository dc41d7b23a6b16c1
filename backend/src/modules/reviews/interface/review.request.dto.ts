import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { REVIEW_LIMITS, REVIEW_STATUSES, ReviewStatus } from '../domain/review';

export class WriteReviewRequestDto {
  @ApiProperty({ example: 'MWUyZ...Q.x7Yp...', description: 'The token of the link emailed after the order was completed' })
  @IsString({ message: 'token must be the link’s token' })
  @MaxLength(300, { message: 'token must be the link’s token' })
  token: string;

  @ApiProperty({ example: 5, minimum: 1, maximum: 5 })
  @IsInt({ message: 'stars must be a whole number from 1 to 5' })
  @Min(1, { message: 'stars must be a whole number from 1 to 5' })
  @Max(5, { message: 'stars must be a whole number from 1 to 5' })
  stars: number;

  @ApiProperty({ example: 'Holds its shape', required: false, maxLength: REVIEW_LIMITS.title })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(REVIEW_LIMITS.title, { message: `title must be at most ${REVIEW_LIMITS.title} characters` })
  title?: string;

  @ApiProperty({ example: 'Two seasons of training and still round.', required: false, maxLength: REVIEW_LIMITS.text })
  @IsOptional()
  @IsString({ message: 'text must be text' })
  @MaxLength(REVIEW_LIMITS.text, { message: `text must be at most ${REVIEW_LIMITS.text} characters` })
  text?: string;

  @ApiProperty({ example: 'Dana L.', maxLength: REVIEW_LIMITS.authorName, description: 'The name shown with the review' })
  @IsString({ message: 'author_name must be text' })
  @MaxLength(REVIEW_LIMITS.authorName, { message: `author_name must be at most ${REVIEW_LIMITS.authorName} characters` })
  author_name: string;
}

export class ModerateReviewRequestDto {
  @ApiProperty({ enum: REVIEW_STATUSES, required: false, example: 'published' })
  @IsOptional()
  @IsIn(REVIEW_STATUSES as unknown as string[], { message: `status must be one of ${REVIEW_STATUSES.join(', ')}` })
  status?: ReviewStatus;

  @ApiProperty({
    example: 'Thank you! See you at the shop.',
    required: false,
    nullable: true,
    type: String,
    description: "The shop's public answer; empty or null removes it; absent leaves it",
  })
  @IsOptional()
  @ValidateIf((o: ModerateReviewRequestDto) => o.answer !== null)
  @IsString({ message: 'answer must be text or null' })
  @MaxLength(REVIEW_LIMITS.answer, { message: `answer must be at most ${REVIEW_LIMITS.answer} characters` })
  answer?: string | null;
}
