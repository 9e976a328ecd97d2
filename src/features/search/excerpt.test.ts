import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt';

describe('excerptParts', () => {
  it('splits an excerpt into plain runs and matched words', () => {
    expect(excerptParts('reporting on <mark>ESG</mark> goals and <mark>ESG</mark> data')).toEqual([
      { text: 'reporting on ', marked: false },
      { text: 'ESG', marked: true },
      { text: ' goals and ', marked: false },
      { text: 'ESG', marked: true },
      { text: ' data', marked: false },
    ]);
  });

  it('keeps Japanese matches whole', () => {
    expect(excerptParts('全社の<mark>データ基盤</mark>を整備')).toEqual([
      { text: '全社の', marked: false },
      { text: 'データ基盤', marked: true },
      { text: 'を整備', marked: false },
    ]);
  });

  it('decodes entities into text and never keeps other markup', () => {
    expect(
      excerptParts('R&amp;D &lt;script&gt; <b>bold</b> &#39;q&#x27; <img src=x onerror=1>'),
    ).toEqual([{ text: "R&D <script> bold 'q' ", marked: false }]);
  });

  it('returns nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
