import { HttpError } from 'react-admin';

/** The server refuses to delete a code orders used (409 DISCOUNT_CODE_USED): staff deactivate it instead. */
export function isUsedCodeRefusal(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return (error.body as { code?: string } | undefined)?.code === 'DISCOUNT_CODE_USED';
}
