/**
 * A blog post is listed in the blog and reads as a post (its date, the way back to the blog); an
 * article kept out of the blog (the terms, the privacy policy, the accessibility statement) is one of
 * the shop's standing pages: no date, and it sits under the home page, not under the blog.
 */
export function isStandingPage(article: { show_in_list: boolean }): boolean {
  return article.show_in_list === false;
}
