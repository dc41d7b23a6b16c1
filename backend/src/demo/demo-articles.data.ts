import { ACCESSIBILITY_STATEMENT } from './demo-accessibility.data';
import { BLOG_POSTS_GEAR } from './demo-blog-gear.data';
import { BLOG_POSTS_KIDS } from './demo-blog-kids.data';
import { SITE_POLICY } from './demo-policy.data';
import { PRIVACY_POLICY } from './demo-privacy.data';
import type { Localized } from './demo-types';

export interface DemoArticle {
  slug: string;
  title: Localized;
  /** Markdown. */
  content: Localized;
  /** Category whose banner illustrates the post, or none. */
  image: string | null;
  showInList: boolean;
  /** How long ago the post was published, so the blog lists newest first. */
  daysAgo: number;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  SITE_POLICY,
  PRIVACY_POLICY,
  ACCESSIBILITY_STATEMENT,
  ...BLOG_POSTS_GEAR,
  ...BLOG_POSTS_KIDS,
];
