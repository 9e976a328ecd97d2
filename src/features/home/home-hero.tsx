import { useEffect, useRef } from 'react';
import { useReducedMotion } from '@/components/carousel/use-reduced-motion';
import { PausePlayIcons } from '@/components/icons/pause-play-icons';
import { usePressed } from '@/components/use-pressed';
import { heroMedia } from './home';
import { ContactLink } from '@/features/contact/contact-link';
import { useT } from '@/i18n/locale-context';
import { site } from '@/site';
import { phrases } from '@/i18n/phrases';

/**
 * The brand in the largest heading of the site stays on one line: a phone would otherwise leave
 * "Setu" alone, and in Japanese the phrase analysis of `word-break: auto-phrase` (which reads
 * Latin words poorly) broke inside a word of the heading instead.
 */
const unbrokenBrand = site.brand.replaceAll(' ', '\u00a0');

/**
 * The hero: heading and lead as prerendered text (the page's first and largest paint), over a
 * muted, looping abstract clip that starts only once the app runs, never for visitors who ask for reduced motion,
 * and can be paused: its pause button is a toggle button (src/behaviours/toggle-button.ts), so a
 * press made before the app runs keeps the clip still once it does.
 */
export function HomeHero() {
  const { t } = useT('home');
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const pauseButton = useRef<HTMLButtonElement>(null);
  const paused = usePressed(pauseButton);

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
        <h1 id="home-heading">{phrases(t, 'heading', { brand: unbrokenBrand })}</h1>
        <p className="home-hero__lead">{phrases(t, 'hero.lead')}</p>
        <p className="home-hero__actions">
          <a className="button button--accent" href="#core-verticals">
            {phrases(t, 'hero.primary')}
          </a>
          <ContactLink className="button button--light">{phrases(t, 'hero.secondary')}</ContactLink>
        </p>
      </div>
      {/* Hidden by the stylesheet for visitors who ask for reduced motion: nothing plays. */}
      <button
        ref={pauseButton}
        type="button"
        className="home-hero__pause"
        aria-pressed="false"
        aria-label={t('hero.pauseVideo')}
      >
        <PausePlayIcons size={16} />
      </button>
    </section>
  );
}
