import type { ComponentType } from 'react';
import * as carouselModule from 'react-multi-carousel';
import type { CarouselProps } from 'react-multi-carousel';

type CarouselComponent = ComponentType<CarouselProps & { ref?: unknown }>;

/**
 * react-multi-carousel is CommonJS (`exports.default = Carousel` with `__esModule`). Depending on
 * the bundler's interop its default import is the component or the whole module object, so this
 * unwraps whichever arrives (checked in the built page, not only the dev server).
 */
function isComponent(value: unknown): value is CarouselComponent {
  return typeof value === 'function';
}

function unwrap(candidate: unknown): CarouselComponent {
  let value: unknown = candidate;
  for (let depth = 0; depth < 3; depth += 1) {
    if (isComponent(value)) return value;
    if (typeof value === 'object' && value !== null && 'default' in value) {
      value = value.default;
    }
  }
  throw new Error('react-multi-carousel did not export a component');
}

export const MultiCarousel = unwrap(carouselModule);
