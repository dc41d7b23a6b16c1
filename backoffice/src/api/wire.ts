import type { components } from '../../../openapi/wire.generated';

/**
 * Wire types of the API, generated once from openapi/openapi.json into openapi/wire.generated.ts (shared
 * with the storefront, whose tests fail when it is stale): a contract change breaks the type check.
 */
type Schemas = components['schemas'];

export type ProductWire = Schemas['ProductResponseDto'];
export type ProductRequestWire = Schemas['ProductRequestDto'];
export type VariantWire = Schemas['VariantResponseDto'];
export type VariantRequestWire = Schemas['VariantRequestDto'];
export type ImageRequestWire = Schemas['ImageRequestDto'];
export type ProductStatsWire = Schemas['ProductStatsDto'];
export type CategoryWire = Schemas['CategoryResponseDto'];
export type CategoryRequestWire = Schemas['CategoryRequestDto'];
export type SizeTemplateWire = Schemas['SizeTemplateResponseDto'];
export type SizeTemplateRequestWire = Schemas['SizeTemplateRequestDto'];
export type TranslationWire = Schemas['TranslationResponseDto'];
export type StaffUserWire = Schemas['StaffUserResponseDto'];
export type LoginResponseWire = Schemas['LoginResponseDto'];
export type UploadImageWire = Schemas['UploadImageResponseDto'];
export type OrderWire = Schemas['OrderResponseDto'];
/** A row of the orders desk: the order without its lines (`lines=false`); opening it reads them. */
export type OrderRowWire = Schemas['OrderListRowResponseDto'];
export type OrderItemWire = Schemas['OrderItemResponseDto'];
export type OrderStatsWire = Schemas['OrderStatsDto'];
export type OrderDetailsRequestWire = Schemas['UpdateOrderDetailsRequestDto'];
export type DashboardWire = Schemas['DashboardDto'];
export type ShopSettingsWire = Schemas['ShopSettingsDto'];
export type ShopClockWire = Schemas['ShopClockDto'];
export type ShopSettingsRequestWire = Schemas['ShopSettingsRequestDto'];
export type ArticleWire = Schemas['ArticleResponseDto'];
export type ArticleRequestWire = Schemas['ArticleRequestDto'];
export type SeoRecordWire = Schemas['SeoRecordResponseDto'];
export type SeoRecordRequestWire = Schemas['SeoRecordRequestDto'];

export type DiscountCodeWire = Schemas['DiscountCodeResponseDto'];
/** What the back office sends (the read-only fields the API ignores left out). */
export type DiscountCodeRequestWire = Omit<Schemas['DiscountCodeRequestDto'], 'id' | 'uses' | 'created_at' | 'updated_at'>;
export type DeliveryAddressWire = Schemas['DeliveryAddressResponseDto'];
export type TaxDocumentWire = Schemas['TaxDocumentResponseDto'];
export type TaxDocumentsStatusWire = Schemas['TaxDocumentsStatusDto'];

export type TwoFactorStatusWire = Schemas['TwoFactorStatusDto'];
export type TwoFactorSetupWire = Schemas['TwoFactorSetupDto'];
export type TwoFactorConfirmedWire = Schemas['TwoFactorConfirmedDto'];
export type StaffMemberWire = Schemas['StaffMemberResponseDto'];
export type CreateStaffMemberWire = Schemas['CreateStaffMemberRequestDto'];
export type UpdateStaffMemberWire = Schemas['UpdateStaffMemberRequestDto'];
export type CancellationRequestWire = Schemas['CancellationRequestViewDto'];
export type CancelledLineWire = Schemas['CancelledLineDto'];
export type RefundWire = Schemas['RefundViewDto'];
export type OrderRefundRequestWire = Schemas['OrderRefundRequestDto'];
export type OrderRefundQuoteRequestWire = Schemas['OrderRefundQuoteRequestDto'];
export type RefundQuoteWire = Schemas['RefundQuoteDto'];
export type AuditRecordWire = Schemas['AuditRecordResponseDto'];
export type WebhookWire = Schemas['WebhookResponseDto'];
export type CreatedWebhookWire = Schemas['CreatedWebhookResponseDto'];
export type WebhookRequestWire = Schemas['WebhookRequestDto'];
export type WebhookDeliveryWire = Schemas['WebhookDeliveryResponseDto'];
export type LowStockWire = Schemas['LowStockDto'];
export type ReviewWire = Schemas['ReviewDto'];
export type WaitingCountWire = Schemas['WaitingCountDto'];
export type ProductImportReportWire = Schemas['ProductImportReportDto'];
