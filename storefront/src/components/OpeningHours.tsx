import { useLanguage } from '../app/language-context';
import { openingHoursLines } from '../app/shop-details';

/** The store's week (Sun–Thu, Fri, Sat), from the store's details, as a list of days and hours. */
export function OpeningHours({ className }: { className?: string }) {
  const language = useLanguage();
  return (
    <dl className={className ? `opening-hours ${className}` : 'opening-hours'}>
      {openingHoursLines(language).map((line) => (
        <div key={line.days} className="opening-hours__line">
          <dt>{line.days}</dt>
          <dd>{line.closed ? line.hours : <bdi dir="ltr">{line.hours}</bdi>}</dd>
        </div>
      ))}
    </dl>
  );
}
