/** Port: whether a verified staff token's session still stands and may see inactive articles (answered by identity). */
export abstract class ArticleViewers {
  /** `subject` is what the token check put on the request; false for anything else. */
  abstract mayPreview(subject: unknown): Promise<boolean>;
}
