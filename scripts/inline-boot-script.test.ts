// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootParts, bundleAlone } from './inline-boot-script';

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head>${head}</head><body><div id="root">${body}</div></body></html>`;

describe("what a page's copy of the boot script carries", () => {
  it('the form behaviours for a page with a form', () => {
    expect(bootParts(page('', '<form action="/x" method="post"><input name="a"></form>'))).toEqual({
      forms: true,
      presses: false,
    });
  });

  it.each([
    ['a pause button', '<button type="button" aria-pressed="false">Pause</button>'],
    ['a carousel move', '<button type="button" data-carousel-move="next">Next</button>'],
    [
      'a dialog button',
      '<button type="button" commandfor="bio" command="show-modal">More</button>',
    ],
  ])('the press behaviours for a page with %s', (_, control) => {
    expect(bootParts(page('', control))).toEqual({ forms: false, presses: true });
  });

  it('neither for a page whose styles and scripts alone name those controls', () => {
    const html = page(
      '<style>.pause[aria-pressed=true]{color:red}form{margin:0}</style>' +
        '<script type="module">document.querySelector(`button[commandfor]`); x=" aria-pressed="</script>',
      '<p>Text about a <b>form</b></p><details><summary>More</summary></details>',
    );
    expect(bootParts(html)).toEqual({ forms: false, presses: false });
  });
});

describe('a copy of the boot script', () => {
  // Names only the behaviours use: the form messages' and the held presses'.
  const formCode = 'aria-invalid';
  const pressCode = 'data-replayed-press';

  it('leaves out the behaviours the build turns off, and keeps them otherwise', async () => {
    const [all, bare] = await Promise.all([
      bundleAlone('src/boot.ts'),
      bundleAlone('src/boot.ts', {
        'import.meta.env.BOOT_FORMS': 'false',
        'import.meta.env.BOOT_PRESSES': 'false',
      }),
    ]);
    expect(all).toContain(formCode);
    expect(all).toContain(pressCode);
    expect(bare).not.toContain(formCode);
    expect(bare).not.toContain(pressCode);
    expect(bare.length).toBeLessThan(all.length * 0.6);
  }, 30_000);
});
