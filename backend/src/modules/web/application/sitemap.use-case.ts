import { Injectable } from '@nestjs/common';
import { pagesOfPart, robotsTxt, sitemapIndex, sitemapParts, urlSet } from '../domain/sitemap';
import { SitemapSource } from './sitemap-source.port';

/** sitemap.xml (one file, or an index of parts past 50,000 addresses), its parts and robots.txt. */
@Injectable()
export class SitemapUseCase {
  constructor(private readonly source: SitemapSource) {}

  async sitemap(origin: string): Promise<string> {
    const pages = await this.source.pages();
    const parts = sitemapParts(pages.length);
    if (parts === 1) return urlSet(origin, pages);
    const latest = pages.reduce<Date | null>(
      (max, page) => (page.lastModified && (!max || page.lastModified > max) ? page.lastModified : max),
      null,
    );
    return sitemapIndex(origin, parts, latest);
  }

  /** One numbered part, or null when there is no such part. */
  async part(origin: string, part: number): Promise<string | null> {
    const pages = await this.source.pages();
    const parts = sitemapParts(pages.length);
    if (parts === 1 || part < 1 || part > parts) return null;
    return urlSet(origin, pagesOfPart(pages, part));
  }

  robots(origin: string): string {
    return robotsTxt(origin);
  }
}
