import { createElement, type ReactNode } from 'react';
import type { InlineSvg, SvgShape } from '@/content/drawings';

interface DrawnImageProps {
  drawing: InlineSvg;
  /** What the picture shows; empty for a decorative one. */
  alt: string;
  width: number;
  height: number;
  className: string;
}

function draw(shapes: SvgShape[]): ReactNode[] {
  return shapes.map(([name, attributes, ...children], index) =>
    createElement(name, { key: index, ...attributes }, ...draw(children)),
  );
}

/**
 * One of our illustrations drawn into the page (src/content/drawings.ts): an image to assistive
 * technology, with its description, sized like the `<img>` it replaces.
 */
export function DrawnImage({ drawing, alt, width, height, className }: DrawnImageProps) {
  const description = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg
      className={className}
      {...description}
      width={width}
      height={height}
      viewBox={drawing.viewBox}
    >
      {draw(drawing.shapes)}
    </svg>
  );
}
