import { DrawnImage } from '@/components/drawn-image/drawn-image';
import { firstScreenSvg } from '@/content/first-screen-images';

interface FirstScreenImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
}

/**
 * A picture at the top of a blog page or the trainings page: drawn inline when it is one of the
 * first-screen illustrations (src/content/first-screen-images.ts), so it paints with the page's
 * text; otherwise an image.
 */
export function FirstScreenImage({ src, alt, width, height, className }: FirstScreenImageProps) {
  const drawing = firstScreenSvg.find(src);
  if (!drawing) {
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
    <DrawnImage drawing={drawing} className={className} alt={alt} width={width} height={height} />
  );
}
