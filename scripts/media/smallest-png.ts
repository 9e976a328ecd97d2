import type { Sharp } from 'sharp';

/**
 * The image as the smaller of a palette PNG (at most 256 colours, each pixel mapped to the nearest
 * without dithering: our images are flat colours with smoothed edges, where dithering only adds
 * noise) and a true-colour one, both as tightly compressed as sharp can.
 */
export async function smallestPng(image: Sharp): Promise<Buffer> {
  const [palette, truecolour] = await Promise.all([
    image.clone().png({ palette: true, effort: 10, dither: 0, compressionLevel: 9 }).toBuffer(),
    image.clone().png({ adaptiveFiltering: true, compressionLevel: 9 }).toBuffer(),
  ]);
  return palette.length <= truecolour.length ? palette : truecolour;
}
