/**
 * The page paints from the CSS inlined into it, which covers everything the prerendered HTML
 * shows and every state its controls can take before the app runs (an open menu, a dialog). The
 * full stylesheet (every page's rules, for the pages the app shows without a load, and for what
 * only the app shows) is applied here, before the app takes the page over; the boot script
 * fetched it when the visitor first acted (src/boot.ts), and scripts/inline-critical-css.ts leaves
 * it in a template so that a first visit fetches nothing but the page itself before it paints. It
 * goes in as `media="print"`, which blocks no paint, and switches to every medium when it has
 * arrived. Resolves once it has arrived (or failed: the app still works with the inlined CSS).
 */
export function applyFullStylesheet(): Promise<unknown> {
  const loads: Promise<void>[] = [];
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    'template[data-full-stylesheet]',
  )) {
    for (const link of template.content.querySelectorAll('link')) {
      const sheet = document.importNode(link);
      const media = sheet.media;
      sheet.media = 'print';
      loads.push(
        new Promise((resolve) => {
          sheet.onload = () => {
            if (media) sheet.media = media;
            else sheet.removeAttribute('media');
            resolve();
          };
          sheet.onerror = () => resolve();
        }),
      );
      document.head.append(sheet);
    }
    template.remove();
  }
  return Promise.all(loads);
}
