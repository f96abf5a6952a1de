import { describe, expect, it } from 'vitest';
import { checkField, PATTERN_IDS, PATTERNS } from './patterns.js';

const rule = (over: Partial<Parameters<typeof checkField>[0]>) => ({
  enabled: true,
  required: true,
  minLength: null,
  maxLength: null,
  patternId: null,
  acceptedPattern: null,
  ...over,
});

describe('validation patterns (spec 5)', () => {
  it('has the 16 kinds', () => {
    expect(PATTERN_IDS).toHaveLength(16);
    expect(new Set(Object.values(PATTERNS).map((p) => p.kind)).size).toBe(16);
  });

  const cases: [number, string[], string[]][] = [
    [1, ['anything at all!', '中文 😀'], []],
    [2, ['abc123', 'A'], ['1abc', 'ab_c', '']],
    [3, ['张三123', '456'], ['abc', '张 三']],
    [4, ['a@b.co', 'x.y+z@host.org'], ['a@b', 'a b@c.d', '@b.c']],
    [5, ['abc123', 'ABC'], ['abc-1', 'ab c']],
    [6, ['abc123', '1a'], ['abcdef', '123456', 'ab-12']],
    [7, ['0123'], ['12a', '1.2']],
    [8, ['abcD12', 'Z'], ['abc123', 'ABC_1']],
    [9, ['John Smith'], ['José', 'John1']],
    [10, ['no-spaces!'], ['has space', 'tab\there']],
    [11, ['你好，世界。'], ['hello', '你好 world']],
    [12, ['2024-02-29', '12-31-1999'], ['2024-13-01', '31-12-1999', '2024/01/01']],
    [13, ['José Núñez', 'Nguyễn Văn A', 'محمد علي'], ['John1', 'a_b']],
    [14, ['abc123', 'ไทย123', 'Müller'], ['ab c', 'a-b']],
    [15, ['홍길동'], ['Hong', '홍1']],
    [16, ['สมชาย ใจดี'], ['Somchai', 'สมชาย1']],
  ];
  for (const [id, good, bad] of cases) {
    it(`pattern ${id} (${PATTERNS[id as keyof typeof PATTERNS].kind})`, () => {
      for (const v of good) expect(checkField(rule({ patternId: id }), v), v).toBeNull();
      for (const v of bad) {
        if (v === '') continue;
        expect(checkField(rule({ patternId: id }), v), v).toMatchObject({ kind: 'pattern', patternId: id });
      }
    });
  }

  it('checks required, lengths, acceptedPattern and "*"', () => {
    expect(checkField(rule({}), '')).toEqual({ kind: 'required' });
    expect(checkField(rule({ required: false }), '')).toBeNull();
    expect(checkField(rule({ enabled: false }), '')).toBeNull();
    expect(checkField(rule({ minLength: 6, maxLength: 8, patternId: 5 }), 'abc')).toEqual({
      kind: 'pattern',
      patternId: 5,
      min: 6,
      max: 8,
    });
    expect(checkField(rule({ minLength: 6, maxLength: 8, patternId: 5 }), 'abcdefghi')).not.toBeNull();
    expect(checkField(rule({ acceptedPattern: '*', patternId: 7 }), 'any text')).toBeNull();
    expect(checkField(rule({ acceptedPattern: '[a-z]{3}' }), 'abc')).toBeNull();
    expect(checkField(rule({ acceptedPattern: '[a-z]{3}' }), 'abcd')).not.toBeNull();
    expect(checkField(rule({ acceptedPattern: '(' }), 'x')).not.toBeNull();
  });
});
