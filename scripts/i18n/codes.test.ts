// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeProblems, placeholders, transTags } from './codes';

describe('the codes of a text', () => {
  it('reads placeholders with formats and spacing', () => {
    expect(placeholders('{{ count }} of {{total, number}}')).toEqual(['count', 'total']);
  });

  it('reads Trans tags, named, numbered and self-closing', () => {
    expect(transTags('a <0>b</0> <link>c</link><br/>')).toEqual([
      '</0>',
      '</link>',
      '<0>',
      '<br/>',
      '<link>',
    ]);
  });
});

describe('a translation against its English', () => {
  it('names each placeholder or tag dropped, renamed or out of order', () => {
    const source = 'Ask {{brand}} for <0>the report</0>';
    expect(codeProblems(source, '<0>報告書</0>を{{brand}}に')).toEqual([]);
    expect(codeProblems(source, '<0>報告書</0>を')).toEqual(['placeholder {{brand}} missing']);
    expect(codeProblems(source, '<0>報告書</0>を{{brnd}}に')).toEqual([
      'placeholder {{brand}} missing',
      'placeholder {{brnd}} is not in the English',
    ]);
    expect(codeProblems(source, '<0>報告書を{{brand}}に')).toEqual(['tag </0> missing']);
    expect(codeProblems(source, '</0>報告書<0>を{{brand}}に')).toEqual([
      'tag </0> comes before its <0>',
    ]);
    expect(codeProblems('<0>a<1>b</1></0>', '<0>a<1>b</0></1>')).toEqual([
      'tag </0> closes <0> while <1> inside it is still open',
    ]);
  });
});
