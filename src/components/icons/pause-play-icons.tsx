interface PausePlayIconsProps {
  size: number;
}

/**
 * The two faces of a pause button (`aria-pressed`), in one drawing: two bars while it is not
 * pressed (things move; a press pauses them), a play triangle while it is (a press resumes). The
 * stylesheet shows the one for the button's state, so it changes at the first tap, with or
 * without the app.
 */
export function PausePlayIcons({ size }: PausePlayIconsProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path className="icon-unpressed" d="M6 4h3v12H6zM11 4h3v12h-3z" />
      <path className="icon-pressed" d="M6 4l10 6-10 6z" />
    </svg>
  );
}
