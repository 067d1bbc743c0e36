import { describe, expect, it } from 'vitest';
import { maskPhone } from '../src/rules/mask.ts';
import { BASE_NAME, checkPattern, HTTP_URL, NON_SPACE } from '../src/rules/patterns.ts';
import { splitTags, TAG_COUNTER_MAX, TAG_MAX_LENGTH, tagCounter } from '../src/rules/tags.ts';
import { durationParts, toMillis } from '../src/rules/time.ts';

describe('patterns (requirements §5)', () => {
  it('base name: letters, digits, underscore', () => {
    for (const ok of ['abc', 'A_1', '_', '2026']) expect(BASE_NAME.test(ok), ok).toBe(true);
    for (const bad of ['a-b', 'a b', '名字', 'a.b', '']) expect(BASE_NAME.test(bad), bad).toBe(false);
  });
  it('non-space: any content without whitespace', () => {
    for (const ok of ['abc', '名字', 'a-b.c!']) expect(NON_SPACE.test(ok), ok).toBe(true);
    for (const bad of ['a b', ' a', 'a\t', '']) expect(NON_SPACE.test(bad), bad).toBe(false);
  });
  it('url: http or https only', () => {
    for (const ok of ['http://a.com', 'https://a.com/x?y=1#z', 'HTTPS://example.org:8080/p'])
      expect(HTTP_URL.test(ok), ok).toBe(true);
    for (const bad of ['ftp://a.com', 'a.com', '//a.com', 'http://', 'https://a b.com', 'javascript:alert(1)'])
      expect(HTTP_URL.test(bad), bad).toBe(false);
  });
  it('empty input gets the default required message (请输入) unless optional', () => {
    expect(checkPattern('', 'baseName')).toBe('required');
    expect(checkPattern(undefined, 'url')).toBe('required');
    expect(checkPattern('', 'url', false)).toBeNull();
    expect(checkPattern('a b', 'nonSpace')).toBe('nonSpace');
    expect(checkPattern('a-b', 'baseName')).toBe('baseName');
    expect(checkPattern('www.a.com', 'url')).toBe('url');
    expect(checkPattern('https://a.com', 'url')).toBeNull();
  });
});

describe('tag entry (requirements §5, §9)', () => {
  it('comma and full-width comma separate; blanks dropped', () => {
    expect(splitTags('a,b\uff0cc, d ,,\uff0c')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitTags('')).toEqual([]);
  });
  it('a line break separates too: examples pasted one per line are one item each', () => {
    expect(splitTags('好的\n可以\r\n没问题\n\n 行吧 ', 200)).toEqual(['好的', '可以', '没问题', '行吧']);
    expect(splitTags('好的，可以\n没问题,行')).toEqual(['好的', '可以', '没问题', '行']);
  });
  it('removes duplicates, first kept', () => {
    expect(splitTags('vip,新客,vip\uff0c新客,老客')).toEqual(['vip', '新客', '老客']);
  });
  it('cuts each item to 30 characters by default, CJK counting one each', () => {
    expect(TAG_MAX_LENGTH).toBe(30);
    const long = '标'.repeat(40);
    expect(splitTags(long)).toEqual(['标'.repeat(30)]);
    expect(splitTags('x'.repeat(31))).toEqual(['x'.repeat(30)]);
    expect(splitTags('abcdef', 3)).toEqual(['abc']);
    // two items equal after cutting are one tag
    expect(splitTags(`${'y'.repeat(30)}1,${'y'.repeat(30)}2`)).toEqual(['y'.repeat(30)]);
  });
  it('counts characters up to 5000', () => {
    expect(TAG_COUNTER_MAX).toBe(5000);
    expect(tagCounter('a,b')).toEqual({ count: 3, max: 5000, over: false });
    expect(tagCounter('x'.repeat(5001)).over).toBe(true);
  });
});

describe('phone masking (requirements §5)', () => {
  it('11 digits hide the middle four', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(13812345678)).toBe('138****5678');
  });
  it('8 or more digits hide the middle, leaving the last four', () => {
    expect(maskPhone('88886666')).toBe('888*6666');
    expect(maskPhone('057188886666')).toBe('057*****6666');
    expect(maskPhone('0571-88886666')).toBe('057******6666');
  });
  it('shorter numbers are shown as they are', () => {
    expect(maskPhone('8001')).toBe('8001');
    expect(maskPhone('1234567')).toBe('1234567');
    expect(maskPhone(null)).toBe('');
  });
});

describe('durations and timestamps (requirements §9)', () => {
  it('splits seconds into hours, minutes, seconds', () => {
    expect(durationParts(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(durationParts(59)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
    expect(durationParts(90000)).toEqual({ hours: 25, minutes: 0, seconds: 0 });
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
  it('13-digit timestamps are milliseconds, others seconds', () => {
    expect(toMillis(1747700000000)).toBe(1747700000000);
    expect(toMillis('1747700000000')).toBe(1747700000000);
    expect(toMillis(1747700000)).toBe(1747700000000);
    expect(toMillis('1747700000')).toBe(1747700000000);
    expect(toMillis('abc')).toBeNull();
    expect(toMillis(null)).toBeNull();
    expect(toMillis(-1)).toBeNull();
  });
});
