import { describe, expect, it } from 'vitest';
import { isoTime } from '../../src/core/iso-time.js';

describe('isoTime', () => {
  it('is toISOString at the edges of days, months, leap years and centuries', () => {
    const dates = [
      '1970-01-01T00:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
      '2000-02-29T12:34:56.789Z',
      '2000-03-01T00:00:00.000Z',
      '2100-02-28T23:59:59.999Z',
      '2100-03-01T00:00:00.001Z',
      '2026-11-24T10:20:40.123Z',
      '1969-12-31T23:59:59.999Z',
      '1900-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
    ];
    for (const d of dates) expect(isoTime(Date.parse(d))).toBe(d);
  });

  it('is toISOString for 20,000 times spread over four centuries', () => {
    const from = Date.parse('1800-01-01T00:00:00Z');
    const to = Date.parse('2200-01-01T00:00:00Z');
    for (let i = 0; i < 20_000; i++) {
      const ms = from + Math.floor(((to - from) * i) / 20_000) + (i % 1000);
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    }
  });
});
