import { createElement, type ReactNode } from 'react';
import { firstScreenSvg, type SvgShape } from '@/content/first-screen-images';

interface FirstScreenImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
}

function draw(shapes: SvgShape[]): ReactNode[] {
  return shapes.map((shape, index) =>
    createElement(shape.name, { key: index, ...shape.attributes }, ...draw(shape.children)),
  );
}

/**
 * A picture at the top of a page: drawn inline when it is one of the first-screen illustrations
 * (src/content/first-screen-images.ts), so it paints with the page's text; otherwise an image.
 */
export function FirstScreenImage({ src, alt, width, height, className }: FirstScreenImageProps) {
  const svg = firstScreenSvg(src);
  if (!svg) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
      />
    );
  }
  return (
    <svg
      className={className}
      role="img"
      aria-label={alt}
      width={width}
      height={height}
      viewBox={svg.viewBox}
      xmlns="http://www.w3.org/2000/svg"
    >
      {draw(svg.shapes)}
    </svg>
  );
}
