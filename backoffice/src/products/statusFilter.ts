/** The list's status filter: the choice in the 'Show' select and what the API's filter.status takes. */
export const STATUS_CHOICES = ['all', 'visible', 'hidden', 'active', 'inactive'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

export function statusChoiceOf(filter: Record<string, unknown>): StatusChoice {
  const status = filter.status;
  return typeof status === 'string' && (STATUS_CHOICES as readonly string[]).includes(status) ? (status as StatusChoice) : 'all';
}

/** The filter with the chosen status; 'all' removes it. The category filter and search are kept. */
export function withStatus(filter: Record<string, unknown>, choice: StatusChoice): Record<string, unknown> {
  const { status: _previous, ...rest } = filter;
  return choice === 'all' ? rest : { ...rest, status: choice };
}

/** The filter with the chosen category; an empty choice removes it. */
export function withCategory(filter: Record<string, unknown>, categoryId: number | string | null | undefined): Record<string, unknown> {
  const { category_id: _previous, ...rest } = filter;
  const id = Number(categoryId);
  return categoryId === '' || categoryId == null || !Number.isInteger(id) || id <= 0 ? rest : { ...rest, category_id: id };
}

/** Which of the spec's marks a card carries. */
export function statusMark(product: { is_active: boolean; is_visible: boolean }): 'hidden_inactive' | 'hidden' | 'inactive' | null {
  if (!product.is_visible && !product.is_active) return 'hidden_inactive';
  if (!product.is_visible) return 'hidden';
  if (!product.is_active) return 'inactive';
  return null;
}
