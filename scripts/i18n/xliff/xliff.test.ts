// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translationUnits } from '../translation-units';
import { importIntent, readXliff, XliffError, type XliffUnit } from './read';
import { writeXliff, xliffNamespace, type ExportUnit } from './write';

const unit = (fields: Partial<ExportUnit> & Pick<ExportUnit, 'key' | 'source'>): ExportUnit => ({
  state: 'translated',
  pages: ['/ja/Contact_Us'],
  ...fields,
});

const fileOf = (...units: ExportUnit[]) => writeXliff('ja', [{ namespace: 'contact', units }]);

/** The lines of one trans-unit of a written file. */
function unitLines(xml: string, id: string): string[] {
  const start = xml.indexOf(`<trans-unit id="${id}"`);
  const end = xml.indexOf('</trans-unit>', start);
  return xml
    .slice(start, end + '</trans-unit>'.length)
    .split('\n')
    .map((line) => line.trim());
}

describe('writing XLIFF 1.2', () => {
  it('is an indented UTF-8 XLIFF 1.2 document with a <file> per namespace', () => {
    const xml = writeXliff('ja', [
      { namespace: 'contact', units: [unit({ key: 'heading', source: 'Hi', target: 'やあ' })] },
      { namespace: 'home', units: [unit({ key: 'title', source: 'Home', target: 'ホーム' })] },
    ]);
    expect(xml.split('\n').slice(0, 4)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<xliff xmlns="${xliffNamespace}" version="1.2">`,
      '  <file original="contact.json" source-language="en" target-language="ja" datatype="plaintext">',
      '    <body>',
    ]);
    expect(xml).toContain(
      [
        '      <trans-unit id="heading" resname="heading">',
        '        <source>Hi</source>',
        '        <target state="translated">やあ</target>',
        '        <note>Shown on /ja/Contact_Us</note>',
        '        <context-group purpose="location">',
        '          <context context-type="x-page">/ja/Contact_Us</context>',
        '        </context-group>',
        '      </trans-unit>',
      ].join('\n'),
    );
    expect(xml.endsWith('  </file>\n</xliff>\n')).toBe(true);
    expect(readXliff(xml).map((file) => file.original)).toEqual(['contact.json', 'home.json']);
  });

  it('protects placeholders and Trans tags as inline codes, the target numbered as its source', () => {
    const xml = fileOf(
      unit({
        key: 'intro',
        source: 'Read <0>the {{brand}} report</0>,<br/>now',
        target: '<br/>{{brand}}の<0>報告書</0>をお読みください',
      }),
    );
    expect(unitLines(xml, 'intro').slice(1, 3)).toEqual([
      '<source>Read <bpt id="1">&lt;0&gt;</bpt>the <ph id="2">{{brand}}</ph> report<ept id="1">&lt;/0&gt;</ept>,<ph id="3">&lt;br/&gt;</ph>now</source>',
      '<target state="translated"><ph id="3">&lt;br/&gt;</ph><ph id="2">{{brand}}</ph>の<bpt id="1">&lt;0&gt;</bpt>報告書<ept id="1">&lt;/0&gt;</ept>をお読みください</target>',
    ]);
  });

  it('escapes markup characters in text and quotes in attributes, and reads them back', () => {
    const source = 'Data & AI <for> "everyone" & 5 > 3';
    const xml = fileOf(unit({ key: 'a"&<b>', source, target: 'データ & AI', pages: [] }));
    expect(xml).toContain(
      '<trans-unit id="a&quot;&amp;&lt;b&gt;" resname="a&quot;&amp;&lt;b&gt;">',
    );
    expect(xml).toContain(
      '<source>Data &amp; AI <ph id="1">&lt;for&gt;</ph> "everyone" &amp; 5 &gt; 3</source>',
    );
    const [read] = readXliff(xml)[0]?.units ?? [];
    expect(read).toMatchObject({ id: 'a"&<b>', source, target: 'データ & AI' });
  });

  it('writes no target for a new key, and the old English in the note of one that needs review', () => {
    const xml = fileOf(
      unit({ key: 'fresh', source: 'New text', state: 'new' }),
      unit({
        key: 'heading',
        source: 'Tell us what you are working on',
        target: 'まずはお気軽にご相談ください',
        state: 'needs-review',
        previousSource: "Let's Start a Conversation",
        description: 'The main heading.',
        maxLength: 30,
        pages: ['every page'],
      }),
    );
    expect(unitLines(xml, 'fresh')).toEqual([
      '<trans-unit id="fresh" resname="fresh">',
      '<source>New text</source>',
      '<note>Shown on /ja/Contact_Us</note>',
      '<context-group purpose="location">',
      '<context context-type="x-page">/ja/Contact_Us</context>',
      '</context-group>',
      '</trans-unit>',
    ]);
    expect(unitLines(xml, 'heading')).toEqual([
      '<trans-unit id="heading" resname="heading" maxwidth="30" size-unit="char">',
      '<source>Tell us what you are working on</source>',
      '<target state="needs-review-translation">まずはお気軽にご相談ください</target>',
      `<note>The English changed; it was: "Let's Start a Conversation"`,
      'The main heading.',
      'At most 30 characters.',
      'Shown on every page.</note>',
      '</trans-unit>',
    ]);
  });

  it('keeps whitespace a tool might collapse', () => {
    const xml = fileOf(unit({ key: 'gap', source: 'A  B ', target: 'あ', pages: [] }));
    expect(xml).toContain('<trans-unit id="gap" resname="gap" xml:space="preserve">');
    expect(readXliff(xml)[0]?.units[0]?.source).toBe('A  B ');
  });
});

describe('plural forms', () => {
  const english = { items: { count_one: '{{count}} item', count_other: '{{count}} items' } };

  it('are the forms of the target language, with the English forms as source and note', () => {
    const forms = [
      ['one', '{{count}} item'],
      ['other', '{{count}} items'],
    ];
    expect(translationUnits(english, 'ja')).toEqual([
      { key: 'items.count_other', source: '{{count}} items', englishForms: forms },
    ]);
    expect(translationUnits(english, 'pl').map(({ key, source }) => `${key}: ${source}`)).toEqual([
      'items.count_one: {{count}} item',
      'items.count_few: {{count}} items',
      'items.count_many: {{count}} items',
      'items.count_other: {{count}} items',
    ]);
    const [other] = translationUnits(english, 'ja');
    if (!other) throw new Error('no unit');
    expect(fileOf(unit({ ...other, pages: [] }))).toContain(
      '<note>A plural form (other). The English forms: one: "{{count}} item"; other: "{{count}} items"</note>',
    );
  });
});

describe('reading XLIFF', () => {
  const wrap = (body: string, attributes = `xmlns="${xliffNamespace}" version="1.2"`) =>
    `<?xml version="1.0" encoding="UTF-8"?><xliff ${attributes}><file original="contact.json" source-language="en" target-language="ja" datatype="plaintext"><body>${body}</body></file></xliff>`;

  it('refuses what is not well-formed, a file cut short included', () => {
    const xml = fileOf(unit({ key: 'heading', source: 'Hi', target: 'やあ' }));
    expect(() => readXliff(xml.slice(0, xml.indexOf('やあ') + 1))).toThrow(/not well-formed XML/);
    expect(() => readXliff(wrap('<trans-unit id="a"><source>A</target></trans-unit>'))).toThrow(
      /not well-formed XML/,
    );
  });

  it('refuses XLIFF 2.0 and other documents', () => {
    expect(() =>
      readXliff(wrap('', 'xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0"')),
    ).toThrow(/is XLIFF 2.0 .*not XLIFF 1.2/);
    expect(() => readXliff('<html/>')).toThrow(XliffError);
    expect(() => readXliff('<html/>')).toThrow(/not XLIFF: its root is <html>/);
  });

  it('reads units inside groups and marks, ignoring a byte-order mark', () => {
    const [file] = readXliff(
      `\uFEFF${wrap(
        '<group id="g"><trans-unit id="a" approved="yes"><source>A <ph id="1">{{x}}</ph></source>' +
          '<target state="final"><mrk mtype="seg" mid="1">あ <ph id="1">{{x}}</ph></mrk></target></trans-unit></group>',
      )}`,
    );
    expect(file?.units).toEqual([
      {
        id: 'a',
        source: 'A {{x}}',
        target: 'あ {{x}}',
        state: 'final',
        approved: true,
        problems: [],
      },
    ]);
  });

  it('names an inline element it cannot read back', () => {
    const [file] = readXliff(
      wrap('<trans-unit id="a"><source>A</source><target><g id="1">あ</g></target></trans-unit>'),
    );
    expect(file?.units[0]?.problems).toEqual([
      '<g> in its <target> cannot be read back: keep the tags as exported (<ph>, <bpt>, <ept>)',
    ]);
  });
});

describe('what an imported unit asks for', () => {
  const imported = (fields: Partial<XliffUnit>): XliffUnit => ({
    id: 'a',
    source: 'A',
    target: 'あ',
    approved: false,
    problems: [],
    ...fields,
  });

  it('maps the XLIFF states', () => {
    const intents = Object.fromEntries(
      [
        undefined,
        'new',
        'needs-translation',
        'translated',
        'final',
        'signed-off',
        'needs-review-translation',
        'needs-l10n',
      ].map((state) => [String(state), importIntent(imported({ state }))]),
    );
    expect(intents).toEqual({
      undefined: 'unconfirmed',
      new: 'untranslated',
      'needs-translation': 'untranslated',
      translated: 'confirmed',
      final: 'confirmed',
      'signed-off': 'confirmed',
      'needs-review-translation': 'unconfirmed',
      'needs-l10n': 'unconfirmed',
    });
    expect(importIntent(imported({ state: 'needs-review-translation', approved: true }))).toBe(
      'confirmed',
    );
    expect(importIntent(imported({ target: ' ', state: 'translated' }))).toBe('untranslated');
    expect(importIntent(imported({ target: undefined }))).toBe('untranslated');
  });
});
