import { avatarSize } from './team';

/** A person's portrait (decorative: the name beside it says who), loaded as it nears the screen. */
export function PersonAvatar({ className, src }: { className: string; src: string }) {
  return (
    <img
      className={className}
      src={src}
      width={avatarSize}
      height={avatarSize}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
