import { apiGet, apiPost } from './client';
import type { Schemas } from './wire';

/** A published review as the product page shows it (plain text: never rendered as HTML). */
export interface ReviewView {
  id: number;
  stars: number;
  title: string;
  text: string;
  authorName: string;
  answer: string | null;
  createdAt: string;
}

export interface ReviewsPage {
  reviews: ReviewView[];
  total: number;
  page: number;
  perPage: number;
}

/** What the review form shows for an emailed link. */
export interface ReviewInvitationView {
  productId: number;
  productName: string;
  authorName: string;
}

export interface ReviewBody {
  token: string;
  stars: number;
  title: string;
  text: string;
  authorName: string;
}

export function toReviewView(wire: Schemas['PublicReviewDto']): ReviewView {
  return {
    id: wire.id,
    stars: wire.stars,
    title: wire.title,
    text: wire.text,
    authorName: wire.author_name,
    answer: wire.answer ?? null,
    createdAt: wire.created_at,
  };
}

/** GET /api/products/:id/reviews: one page of the product's published reviews, newest first. */
export async function getProductReviews(productId: number, page: number, signal?: AbortSignal): Promise<ReviewsPage> {
  const answer = await apiGet<Schemas['PublicReviewPageDto']>(`/api/products/${productId}/reviews`, { signal, query: { page } });
  return { reviews: answer.data.map(toReviewView), total: answer.total, page: answer.page, perPage: answer.per_page };
}

/** GET /api/reviews/invitation: refused (ApiError with the server's code) when the link does not work. */
export async function getReviewInvitation(token: string, signal?: AbortSignal): Promise<ReviewInvitationView> {
  const answer = await apiGet<Schemas['ReviewInvitationEnvelopeDto']>('/api/reviews/invitation', { signal, query: { token } });
  return { productId: answer.data.product_id, productName: answer.data.product_name, authorName: answer.data.author_name };
}

/** POST /api/reviews: the review's state (pending until staff approve, or published at once). */
export async function writeReview(body: ReviewBody): Promise<'pending' | 'published' | 'hidden'> {
  const wire: Schemas['WriteReviewRequestDto'] = {
    token: body.token,
    stars: body.stars,
    title: body.title,
    text: body.text,
    author_name: body.authorName,
  };
  const answer = await apiPost<Schemas['WrittenReviewEnvelopeDto']>('/api/reviews', wire);
  return answer.data.status;
}
