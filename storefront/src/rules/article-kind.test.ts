import { describe, expect, it } from 'vitest';
import { isStandingPage } from './article-kind';

describe('article kind', () => {
  it('reads an article kept out of the blog as a page, and a listed one as a post', () => {
    expect(isStandingPage({ show_in_list: false })).toBe(true);
    expect(isStandingPage({ show_in_list: true })).toBe(false);
  });
});
