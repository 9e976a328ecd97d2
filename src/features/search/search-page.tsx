import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from '@/components/link';
import { searchPath } from '@contract/search';
import { PageHero } from '@/components/page-hero';
import { releaseHeldSubmission } from '@/behaviours/held-submission';
import { whenPageHydrated } from '@/components/island';
import { useHydrated } from '@/components/use-hydrated';
import { useLocale, useT } from '@/i18n/locale-context';
import { excerptParts } from './excerpt';
import { preloadSearch, searchSite, type SearchHit, type SearchResults } from './pagefind';
import { phrases } from '@/i18n/phrases';

/** How many results show at first, and how many more each press of "Show more" adds. */
export const resultsPerPage = 10;

/** How long typing must pause before the site is searched. */
const typingPause = 250;

type Outcome =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'done'; query: string; results: SearchResults; hits: SearchHit[] }
  | { state: 'failed'; query: string };

/** The query the address names (`?q=`), as a shared link or the browser's history opens it. */
function queryInAddress(): string {
  return new URLSearchParams(window.location.search).get('q')?.trim() ?? '';
}

/** The address shows the current query, so it can be shared and comes back with Back. */
function showQueryInAddress(query: string): void {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

function Excerpt({ html }: { html: string }) {
  return (
    <p className="search-result__excerpt">
      {excerptParts(html).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </p>
  );
}

/**
 * Site search (docs/behaviour.md §14). The prerendered page is a search form; the app searches
 * Pagefind's index of the page's language, loaded when the visitor first reaches the field, as
 * they type (and when they press Search). The count is announced (`role="status"`), results are
 * links in a list, and the query stays in the address.
 */
export default function SearchPage() {
  const { t } = useT('search');
  const { localize } = useLocale();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const asked = useRef(0);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusFrom = useRef<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const fieldId = useId();
  const hintId = useId();
  const statusId = useId();

  async function search(raw: string): Promise<void> {
    clearTimeout(pause.current);
    const query = raw.trim();
    const request = ++asked.current;
    showQueryInAddress(query);
    if (!query) {
      setOutcome({ state: 'idle' });
      return;
    }
    setOutcome({ state: 'searching', query });
    try {
      const results = await searchSite(query);
      const hits = await results.hits(0, resultsPerPage);
      if (request === asked.current) setOutcome({ state: 'done', query, results, hits });
    } catch {
      if (request === asked.current) setOutcome({ state: 'failed', query });
    }
  }

  async function showMore(): Promise<void> {
    if (outcome.state !== 'done') return;
    const { hits, results } = outcome;
    const more = await results.hits(hits.length, hits.length + resultsPerPage);
    focusFrom.current = hits.length;
    setOutcome({ ...outcome, hits: [...hits, ...more] });
  }

  useEffect(() => {
    const element = form.current;
    const field = input.current;
    if (!hydrated || !element || !field) return;
    // A search the boot script held (pressed before the app was there) is made now.
    if (element.getAttribute('aria-busy') === 'true') {
      whenPageHydrated(() => {
        if (releaseHeldSubmission(element)) void search(field.value);
      });
      return;
    }
    // What was typed before the app was there is searched now, as is a query in the address.
    const query = field.value.trim() || queryInAddress();
    if (query) {
      field.value = query;
      void search(query);
    }
    return () => clearTimeout(pause.current);
  }, [hydrated]);

  useEffect(() => {
    // After "Show more", focus moves to the first new result, where reading goes on.
    if (focusFrom.current === null || outcome.state !== 'done') return;
    list.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [outcome]);

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    void search(input.current?.value ?? '');
  }

  function onInput() {
    clearTimeout(pause.current);
    pause.current = setTimeout(() => void search(input.current?.value ?? ''), typingPause);
  }

  const status = (() => {
    switch (outcome.state) {
      case 'idle':
        return '';
      case 'searching':
        return t('status.searching');
      case 'failed':
        return t('status.failed');
      case 'done':
        return outcome.results.count === 0
          ? t('status.none', { query: outcome.query })
          : t('status.found', { count: outcome.results.count, query: outcome.query });
    }
  })();
  const remaining = outcome.state === 'done' ? outcome.results.count - outcome.hits.length : 0;

  return (
    <div className="page search-page">
      <PageHero
        id="search-heading"
        className="search-page__hero"
        heading={phrases(t, 'heading')}
        lead={phrases(t, 'lead')}
      />
      <div className="container search-page__body">
        <form
          ref={form}
          role="search"
          className="search-form"
          action={localize(searchPath).href}
          method="get"
          onSubmit={onSubmit}
          data-app-query=""
        >
          <label className="search-form__label" htmlFor={fieldId}>
            {phrases(t, 'form.label')}
          </label>
          <div className="search-form__row">
            <input
              ref={input}
              id={fieldId}
              className="search-form__input"
              type="search"
              name="q"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-describedby={hintId}
              onFocus={preloadSearch}
              onInput={onInput}
            />
            <button type="submit" className="button button--primary">
              {phrases(t, 'form.submit')}
            </button>
          </div>
          <p id={hintId} className="search-form__hint">
            {phrases(t, 'form.hint')}
          </p>
        </form>
        <p id={statusId} className="search-page__status" role="status">
          {status}
        </p>
        {outcome.state === 'done' && outcome.hits.length > 0 ? (
          <ol ref={list} className="search-results" aria-label={t('results.label')}>
            {outcome.hits.map((hit) => (
              <li key={hit.url} className="search-result">
                <h2 className="search-result__title">
                  <Link to={hit.url}>{hit.title}</Link>
                </h2>
                <Excerpt html={hit.excerpt} />
              </li>
            ))}
          </ol>
        ) : null}
        {remaining > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => void showMore()}>
            {phrases(t, 'results.more', { count: Math.min(remaining, resultsPerPage) })}
          </button>
        ) : null}
        <noscript>
          <p className="search-page__noscript">{phrases(t, 'noscript')}</p>
        </noscript>
      </div>
    </div>
  );
}
