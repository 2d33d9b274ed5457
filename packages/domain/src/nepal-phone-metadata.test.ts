import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NEPAL_PHONE_METADATA } from './nepal-phone-metadata.ts';

const require = createRequire(import.meta.url);

describe("Nepal's phone metadata", () => {
  it("is Nepal's entry of the installed libphonenumber-js (else run node scripts/write-nepal-phone-metadata.mjs)", () => {
    const max = require('libphonenumber-js/metadata.max.json');
    expect(NEPAL_PHONE_METADATA).toEqual({
      version: max.version,
      country_calling_codes: { 977: ['NP'] },
      countries: { NP: max.countries.NP },
      nonGeographic: {},
    });
  });
});
