import { MAX_INSTALLMENTS, splitInstallments, toAgorot, toShekels } from 'shop-rules';

/** One choice of the number of card payments, with what each payment would be (for display: the server decides). */
export interface InstallmentChoice {
  payments: number;
  first: number;
  later: number;
}

/** 1..max payments of the order's total (shekels), the agorot remainder in the first payment. */
export function installmentChoices(total: number, maxPayments: number): InstallmentChoice[] {
  const max = Math.max(1, Math.min(MAX_INSTALLMENTS, Math.floor(maxPayments)));
  return Array.from({ length: max }, (_, index) => {
    const split = splitInstallments(toAgorot(total), index + 1);
    return { payments: index + 1, first: toShekels(split.first), later: toShekels(split.later) };
  });
}

/** A number of payments read from a select or an address, kept within the choices. */
export function chosenPayments(value: string | number | null | undefined, maxPayments: number): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 && n <= maxPayments ? n : 1;
}
