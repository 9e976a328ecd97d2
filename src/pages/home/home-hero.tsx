import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useReducedMotion } from '@/components/carousel/use-reduced-motion';
import { heroMedia } from '@/content/home';
import { paths } from '@/content/paths';
import { useLocale, useT } from '@/i18n/locale-context';
import { site } from '@/site';

/**
 * The brand in the largest heading of the site stays on one line: a phone would otherwise leave
 * "Setu" alone, and in Japanese the phrase analysis of `word-break: auto-phrase` (which reads
 * Latin words poorly) broke inside ようこそ instead.
 */
const unbrokenBrand = site.brand.replaceAll(' ', '\u00a0');

/**
 * The hero: heading and lead as prerendered text (the page's first and largest paint), over a
 * muted, looping abstract clip that starts only once the app runs, never for visitors who ask for reduced motion,
 * and can be paused.
 */
export function HomeHero() {
  const { t } = useT('home');
  const { localize } = useLocale();
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // The still arrives with the app, not with the page: the heading is the first and largest
    // paint, and the gradient behind it needs no download.
    element.poster = heroMedia.poster;
    if (reducedMotion || paused) element.pause();
    // Autoplay may be refused (data saver, browser policy): the poster stays, nothing breaks.
    else Promise.resolve(element.play()).catch(() => undefined);
  }, [reducedMotion, paused]);

  return (
    <section className="home-hero" aria-labelledby="home-heading">
      <video
        ref={video}
        className="home-hero__video"
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        width={640}
        height={360}
      >
        {heroMedia.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <div className="home-hero__shade" />
      <div className="container home-hero__content">
        <h1 id="home-heading">{t('heading', { brand: unbrokenBrand })}</h1>
        <p className="home-hero__lead">{t('hero.lead')}</p>
        <p className="home-hero__actions">
          <a className="button button--accent" href="#core-verticals">
            {t('hero.primary')}
          </a>
          <Link className="button button--light" to={localize(paths.contact).href}>
            {t('hero.secondary')}
          </Link>
        </p>
      </div>
      {reducedMotion ? null : (
        <button
          type="button"
          className="home-hero__pause"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t('hero.playVideo') : t('hero.pauseVideo')}
        >
          <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
            {paused ? (
              <path d="M6 4l10 6-10 6z" fill="currentColor" />
            ) : (
              <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
            )}
          </svg>
        </button>
      )}
    </section>
  );
}
