import type { OrderStatus } from './order-status';

/** Where a line takes its units from: the chosen variant, or the product when it has none. */
export interface StockSource {
  kind: 'product' | 'variant';
  id: number;
}

export const sameSource = (a: StockSource, b: StockSource) => a.kind === b.kind && a.id === b.id;

/**
 * Indexes of the lines that ask for more than is left, counting earlier lines that draw on the
 * same stock (the same variant may sit on two lines).
 */
export function linesShortOfStock(lines: readonly { source: StockSource; quantity: number; available: number }[]): number[] {
  const demanded = new Map<string, number>();
  const short: number[] = [];
  lines.forEach((line, index) => {
    const key = `${line.source.kind}:${line.source.id}`;
    const total = (demanded.get(key) ?? 0) + line.quantity;
    demanded.set(key, total);
    if (total > line.available) short.push(index);
  });
  return short;
}

/** The quantity each source gives up, in a fixed order so concurrent orders lock rows alike. */
export function stockDemand(
  lines: readonly { source: StockSource; quantity: number }[],
): { source: StockSource; quantity: number; lines: number[] }[] {
  const demand: { source: StockSource; quantity: number; lines: number[] }[] = [];
  lines.forEach((line, index) => {
    const found = demand.find((d) => sameSource(d.source, line.source));
    if (found) {
      found.quantity += line.quantity;
      found.lines.push(index);
    } else {
      demand.push({ source: line.source, quantity: line.quantity, lines: [index] });
    }
  });
  return demand.sort((a, b) => a.source.kind.localeCompare(b.source.kind) || a.source.id - b.source.id);
}

/**
 * An order keeps its units off the shelf until it is cancelled (they go back once) or completed
 * (they left the shop).
 */
export function holdsStock(order: { status: OrderStatus; stockReleased: boolean }): boolean {
  return !order.stockReleased && order.status !== 'completed';
}
