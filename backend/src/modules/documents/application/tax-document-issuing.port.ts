/** Port: the process's issuing loop; woken when a document became due, instead of waiting for its next poll. */
export abstract class TaxDocumentIssuing {
  abstract wake(): void;
}
