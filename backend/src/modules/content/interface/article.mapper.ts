import { imageCopiesOf } from '../../media/application/image-copies.rules';
import { Language, localize } from '../../../shared/localisation/language';
import type { Article } from '../domain/article';
import type { ArticleResponseDto } from './article.response.dto';
import type { ArticleRequestDto } from './article.request.dto';
import type { ArticleCommand } from '../application/create-article.use-case';

export function toArticleResponse(article: Article, lang: Language): ArticleResponseDto {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    content: article.content,
    image_url: article.imageUrl,
    image_copies: imageCopiesOf(article.imageUrl),
    is_active: article.isActive,
    show_in_list: article.showInList,
    created_at: new Date(article.createdAt).toISOString(),
    updated_at: new Date(article.updatedAt).toISOString(),
    translations: article.translations.map((t) => ({ language: t.language, title: t.title, content: t.content })),
    localized_title: localize(article.title, article.translations, lang, 'title'),
    localized_content: localize(article.content, article.translations, lang, 'content'),
  };
}

export function toArticleCommand(body: ArticleRequestDto): ArticleCommand {
  return {
    title: body.title,
    slug: body.slug,
    content: body.content,
    imageUrl: body.image_url,
    isActive: body.is_active,
    showInList: body.show_in_list,
    translations: body.translations?.map((t) => ({ language: t.language, title: t.title, content: t.content })),
  };
}
