/** A magnifier: the search link's mark. */
export function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M6.5 1.5a5 5 0 1 0 0 10a5 5 0 1 0 0-10M10 10l4.5 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
