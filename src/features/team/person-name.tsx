import type { DisplayName } from './team';

/**
 * A person's name as the page's readers expect it, with its reading on a line of its own where
 * there is one (katakana under a Latin name, kana under a kanji name on Japanese pages).
 */
export function PersonName({ name }: { name: DisplayName }) {
  if (!name.lang && !name.reading) return name.name;
  return (
    <>
      <span lang={name.lang}>{name.name}</span>
      {name.reading ? <span className="person-name__reading">{name.reading}</span> : null}
    </>
  );
}
