import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type BsDate, adToBs, bsToAd } from './bikram-sambat.ts';
import { dayInNepal } from './nepal-time.ts';

// Issue #19: our converter against three others that agree with each other, over every day from
// 1990-01-01 to today (bikram-sambat-js is left out: it is wrong on 446 of those days). The two CommonJS
// packages and @sbmdkl's (whose types its package.json "exports" hide) come through require, typed here by hand; what
// they return is checked by the comparison itself.
const require = createRequire(import.meta.url);
const bikramSambat = require('bikram-sambat') as {
  toBik(ad: string): BsDate;
  toGreg(year: number, month: number, day: number): { year: number; month: number; day: number };
};
const sbmdkl = require('@sbmdkl/nepali-date-converter') as { adToBs(ad: string): string; bsToAd(bs: string): string };
const NepaliDate = (require('nepali-date-converter') as { default: NepaliDateClass }).default;
interface NepaliDateClass {
  new (value: Date): { getBS(): { year: number; month: number; date: number } };
  new (year: number, monthIndex: number, date: number): { getAD(): { year: number; month: number; date: number } };
}

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

describe('Bikram Sambat cross-check, 1990-01-01 to today', () => {
  const days = everyDay('1990-01-01', dayInNepal());

  it('covers more than 36 years of days', () => {
    expect(days.length).toBeGreaterThan(13_000);
  });

  it('gives each day the BS date that bikram-sambat, nepali-date-converter and @sbmdkl/nepali-date-converter give', () => {
    const disagreements: string[] = [];
    for (const day of days) {
      const ours = adToBs(day);
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const local = new NepaliDate(new Date(year, month - 1, date)).getBS();
      const theirs = {
        'bikram-sambat': iso(bikramSambat.toBik(day).year, bikramSambat.toBik(day).month, bikramSambat.toBik(day).day),
        'nepali-date-converter': iso(local.year, local.month + 1, local.date),
        '@sbmdkl/nepali-date-converter': sbmdkl.adToBs(day),
      };
      for (const [name, bs] of Object.entries(theirs)) {
        if (bs !== iso(ours.year, ours.month, ours.day)) disagreements.push(`${day}: ours ${JSON.stringify(ours)}, ${name} ${bs}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('turns each of those BS dates back into the same AD day, as the three packages do', () => {
    const disagreements: string[] = [];
    for (const day of days) {
      const bs = adToBs(day);
      const greg = bikramSambat.toGreg(bs.year, bs.month, bs.day);
      const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD();
      const back = {
        ours: bsToAd(bs),
        'bikram-sambat': iso(greg.year, greg.month, greg.day),
        'nepali-date-converter': iso(ad.year, ad.month + 1, ad.date),
        '@sbmdkl/nepali-date-converter': sbmdkl.bsToAd(iso(bs.year, bs.month, bs.day)),
      };
      for (const [name, got] of Object.entries(back))
        if (got !== day) disagreements.push(`${day} → ${JSON.stringify(bs)} → ${name} ${got}`);
    }
    expect(disagreements).toEqual([]);
  });
});
