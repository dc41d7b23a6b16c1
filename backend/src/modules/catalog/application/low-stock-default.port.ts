/** Port: the shop's default low-stock threshold (Shop settings), for the back office's low-stock filter. */
export abstract class LowStockDefault {
  abstract threshold(): Promise<number>;
}
