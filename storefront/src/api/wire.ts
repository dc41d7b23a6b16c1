/** Wire types of the API, generated from openapi/openapi.json (openapi/wire.generated.ts, shared with the back office). Only api/ imports them. */
import type { components } from '../../../openapi/wire.generated';

export type Schemas = components['schemas'];
export type WireProduct = Schemas['ProductResponseDto'];
export type WireVariant = Schemas['VariantResponseDto'];
export type WireCategory = Schemas['CategoryResponseDto'];
export type WireArticle = Schemas['ArticleResponseDto'];
export type WireSeoRecord = Schemas['SeoRecordResponseDto'];
