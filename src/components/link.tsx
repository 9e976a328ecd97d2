import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';

/*
 * React Router's Link and NavLink, without the `data-discover` attribute they write on every
 * link. It serves the lazy route discovery of React Router's framework mode; this app declares
 * every route up front, so nothing reads it, and it cost about 70 bytes of brotli on every page,
 * whose first response must fit TCP's first round trip (docs/behaviour.md §12). The app's links
 * come from here.
 */

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" {...props} />;
}
