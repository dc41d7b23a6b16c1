import { FormEvent, RefObject, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { writeReview } from '../../api/reviews';
import { useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { useTexts } from '../../i18n/use-texts';
import { REVIEW_FORM_LIMITS, reviewFormReady, ReviewLinkProblem, reviewLinkProblem } from '../../rules/review-form';
import type { ReviewPageData } from './review.loader';
import { StarChoice } from './StarChoice';
import './review-page.css';

/** The review form a buyer reaches from the email sent after a completed order. */
export function ReviewPage() {
  const data = useLoaderData() as ReviewPageData;
  const { t } = useTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('REVIEWS.WRITE_TITLE'));
  return (
    <section className="page review-page" aria-labelledby="review-title">
      <h1 id="review-title" ref={heading} tabIndex={-1}>
        {t('REVIEWS.WRITE_TITLE')}
      </h1>
      {data.state === 'open' ? (
        <ReviewForm
          heading={heading}
          token={data.token}
          productId={data.invitation.productId}
          productName={data.invitation.productName}
          authorName={data.invitation.authorName}
        />
      ) : (
        <p className="panel review-page__problem" role="alert">
          {t(data.problem)}
        </p>
      )}
    </section>
  );
}

function ReviewForm({
  heading,
  token,
  productId,
  productName,
  authorName,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  token: string;
  productId: number;
  productName: string;
  authorName: string;
}) {
  const { t } = useTexts();
  const to = useLocalPath();
  const [stars, setStars] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [name, setName] = useState(authorName);
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'pending' | 'published'>('idle');
  const [problem, setProblem] = useState<ReviewLinkProblem | null>(null);
  const sent = state === 'pending' || state === 'published';
  // The thanks replace a long form: on a phone the page shrinks under the buyer, who would be left
  // looking at the footer with the title scrolled away under the fixed header. Back to the top.
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent, heading]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reviewFormReady({ stars, authorName: name })) {
      // The first thing to fix gets the focus, so a phone scrolls to it and a screen reader reads its error.
      const first = stars === 0 ? 'input[name="stars"]' : '#review-name-field';
      document.querySelector<HTMLInputElement>(first)?.focus();
      return;
    }
    setState('sending');
    setProblem(null);
    try {
      const status = await writeReview({ token, stars, title: title.trim(), text: text.trim(), authorName: name.trim() });
      setState(status === 'published' ? 'published' : 'pending');
    } catch (error) {
      setState('idle');
      setProblem(reviewLinkProblem(error instanceof ApiError ? error : null));
    }
  };

  if (sent) {
    return (
      <div className="panel review-page__thanks" role="status">
        <p className="review-page__thanks-title">{t('REVIEWS.THANKS')}</p>
        <p>{t(state === 'published' ? 'REVIEWS.THANKS_PUBLISHED' : 'REVIEWS.THANKS_PENDING')}</p>
        <Link className="button" to={to(`/product/${productId}`)}>
          {t('REVIEWS.TO_PRODUCT')}
        </Link>
      </div>
    );
  }

  const starsMissing = tried && stars === 0;
  const nameMissing = tried && !name.trim();
  return (
    <form className="panel review-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="review-form__intro">
        <ProductIntro text={t('REVIEWS.WRITE_INTRO', { name: NAME_MARK })} name={productName} />
      </p>
      <StarChoice value={stars} onChange={setStars} invalid={starsMissing} />
      <div className="field">
        <label htmlFor="review-title-field">
          {t('REVIEWS.REVIEW_TITLE')} <span className="field__hint">({t('COMMON.OPTIONAL')})</span>
        </label>
        <input
          id="review-title-field"
          dir="auto"
          value={title}
          maxLength={REVIEW_FORM_LIMITS.title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="review-text-field">
          {t('REVIEWS.REVIEW_TEXT')} <span className="field__hint">({t('COMMON.OPTIONAL')})</span>
        </label>
        <textarea
          id="review-text-field"
          dir="auto"
          rows={6}
          value={text}
          maxLength={REVIEW_FORM_LIMITS.text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="review-text-hint"
        />
        <span id="review-text-hint" className="field__hint">
          {t('REVIEWS.PLAIN_TEXT')} ({text.length}/{REVIEW_FORM_LIMITS.text})
        </span>
      </div>
      <div className={`field${nameMissing ? ' field--invalid' : ''}`}>
        <label htmlFor="review-name-field">{t('REVIEWS.AUTHOR_NAME')}</label>
        <input
          id="review-name-field"
          dir="auto"
          value={name}
          maxLength={REVIEW_FORM_LIMITS.authorName}
          onChange={(e) => setName(e.target.value)}
          aria-required="true"
          aria-invalid={nameMissing}
          aria-describedby="review-name-hint"
        />
        <span id="review-name-hint" className="field__hint">
          {t('REVIEWS.AUTHOR_HINT')}
        </span>
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {t(problem)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={state === 'sending'}>
        {state === 'sending' ? t('REVIEWS.SENDING') : t('REVIEWS.SUBMIT')}
      </button>
    </form>
  );
}

const NAME_MARK = '[[name]]';

/** The intro with the product's name isolated (a Latin name inside Hebrew text keeps its own direction). */
function ProductIntro({ text, name }: { text: string; name: string }) {
  const [before, after = ''] = text.split(NAME_MARK);
  return (
    <>
      {before}
      <bdi className="review-form__product">{name}</bdi>
      {after}
    </>
  );
}
