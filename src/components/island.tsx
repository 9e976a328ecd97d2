import { Suspense, type ReactNode } from 'react';

/**
 * Marks the document taken over (`data-hydrated` on `<html>`) once the app has hydrated every
 * island on the page, as src/boot.ts waits for before it lets the visitor's input reach React.
 */
export function markHydratedWhenDone(): void {
  if (!document.querySelector('template[data-island]:not([data-hydrated])')) {
    document.documentElement.dataset.hydrated = 'true';
  }
}

/** Runs `callback` once the app has taken the whole page over (at once if it has). */
export function whenPageHydrated(callback: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hydrated === 'true') {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

function islandHydrated(marker: HTMLTemplateElement | null): void {
  if (!marker) return;
  marker.dataset.hydrated = 'true';
  markHydratedWhenDone();
}

/**
 * A part of the page that React takes over by itself: a Suspense boundary, whose prerendered
 * content React hydrates in a render and a commit of their own, after the page's frame, so that
 * no single task takes the whole page over and a tap made meanwhile waits for one part at most.
 * Its marker (an empty `<template>`, which draws nothing) tells when it is done.
 */
export function Island({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <template data-island="" ref={islandHydrated} />
      {children}
    </Suspense>
  );
}
