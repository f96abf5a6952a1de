import { describe, expect, it } from 'vitest';
import { type ArticleRow, draftOf, EMPTY_DRAFT, type NoticeRow, toInput } from './content-draft';

describe('the content editor draft', () => {
  it('sends a new notice with empty text as null, and an execution only for a popup', () => {
    const draft = { ...EMPTY_DRAFT, type: 'PL' as const, execution: 'A' as const, title: 'Hi', html: '<p>x</p>' };
    expect(toInput('notice', 'aurora', draft)).toEqual({
      brand: 'aurora',
      language: null,
      enabled: true,
      type: 'PL',
      execution: null,
      title: 'Hi',
      html: '<p>x</p>',
      promotionType: null,
    });
    expect(toInput('notice', 'aurora', { ...draft, type: 'PU', language: 'JA', sort: '3' })).toMatchObject({
      execution: 'A',
      language: 'JA',
      sort: 3,
    });
  });

  it('edits a row: its id goes with it, and a banner without a link has no target', () => {
    const row: NoticeRow = {
      id: 7,
      brand: 'aurora',
      language: 'EN',
      sort: 2,
      enabled: false,
      type: 'PU',
      execution: 'F',
      title: 'Old',
      html: '<b>old</b>',
      promotionType: null,
      createdAt: '2026-01-01T00:00:00Z',
    };
    const draft = draftOf('notice', row);
    expect(draft).toMatchObject({
      id: 7,
      language: 'EN',
      sort: '2',
      enabled: false,
      execution: 'F',
      html: '<b>old</b>',
    });
    expect(toInput('notice', 'aurora', draft)).toMatchObject({ id: 7, sort: 2, enabled: false });
    const banner = toInput('banner', 'aurora', { ...EMPTY_DRAFT, imageUrl: '/a.png', linkType: 'none', target: 'x' });
    expect(banner).toMatchObject({ group: 'w_home', imageUrl: '/a.png', linkType: 'none', target: null });
  });

  it('keeps an article its section and anchor', () => {
    const row: ArticleRow = {
      id: 3,
      brand: 'aurora',
      language: null,
      sort: 0,
      enabled: true,
      section: 'sponsor',
      anchor: 'football',
      title: 'Football',
      html: '<p>f</p>',
    };
    expect(toInput('article', 'aurora', draftOf('article', row))).toEqual({
      brand: 'aurora',
      id: 3,
      language: null,
      enabled: true,
      sort: 0,
      section: 'sponsor',
      anchor: 'football',
      title: 'Football',
      html: '<p>f</p>',
    });
  });
});
