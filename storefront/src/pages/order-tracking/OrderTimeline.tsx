import { useTexts } from '../../i18n/use-texts';
import { STEP_LABEL, TimelineEntry } from '../../rules/order-status';

/** The four steps (ordered, preparing, ready, completed); reached ones are marked, the last reached is current. */
export function OrderTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  const { t } = useTexts();
  const current = timeline.reduce((last, entry, index) => (entry.active ? index : last), -1);
  return (
    <ol className="panel order-timeline">
      {timeline.map((entry, index) => (
        <li
          key={entry.step}
          className={`order-timeline__step${entry.active ? ' order-timeline__step--active' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="order-timeline__dot" aria-hidden="true">
            {entry.active ? '✓' : index + 1}
          </span>
          <span className="order-timeline__label">{t(STEP_LABEL[entry.step])}</span>
          <span className="visually-hidden">{entry.active ? ` (${t('TRACKING.STEP_DONE')})` : ` (${t('TRACKING.STEP_PENDING')})`}</span>
        </li>
      ))}
    </ol>
  );
}
