/**
 * What a copy of the boot script carries (src/boot.ts): scripts/inline-boot-script.ts sets these
 * to false when it bundles the copy for a page without a form, or without a control a press
 * behaviour answers. Unset, a copy carries everything.
 */
interface ImportMetaEnv {
  readonly BOOT_FORMS?: false;
  readonly BOOT_PRESSES?: false;
}
