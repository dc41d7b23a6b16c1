import { useLanguage } from '../app/language-context';
import { localizedVariantName } from 'shop-rules';

/** A cart or order line's variant ('M / Black', kept in English) in the page's language ('M / שחור'). */
export function VariantName({ name }: { name: string }) {
  return <>{localizedVariantName(name, useLanguage())}</>;
}
