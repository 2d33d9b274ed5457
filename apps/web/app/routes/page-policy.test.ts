import { describe, expect, it } from 'vitest';
import { pageEmbedsOwnPdf } from '../lib/content-security-policy.ts';
import * as cataloguePage from './catalogue.tsx';
import * as productPage from './product.tsx';

// entry.server loosens the page policy only for routes whose handle asks (decision 0007).
describe('which pages may embed our own PDF', () => {
  it('the catalogue page does, the others do not', () => {
    const modules = { root: {}, 'routes/catalogue': cataloguePage, 'routes/product': productPage };
    expect(pageEmbedsOwnPdf(['root', 'routes/catalogue'], modules)).toBe(true);
    expect(pageEmbedsOwnPdf(['root', 'routes/product'], modules)).toBe(false);
    expect(pageEmbedsOwnPdf(['root', 'routes/unknown'], modules)).toBe(false);
  });
});
