/** The names staff know products by, for other contexts' staff screens (reviews, for one). */
export abstract class ProductNames {
  /** The base name of each product that exists; unknown ids are absent. */
  abstract namesOf(productIds: readonly number[]): Promise<Map<number, string>>;
}
