/** Where the built pages' boot script goes (vite.config.ts leaves it, scripts/inline-boot-script.ts fills it). */
export const bootScriptPlaceholder = '<!--boot-script-->';
