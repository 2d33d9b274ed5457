import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { interpolate, type MessageTree, translatorOf } from './translate.ts';
import { TranslationProvider, Trans } from './react.tsx';
import { i18nFor } from './i18n.ts';

/** A translator over trees of the test's own: its keys are not the shop's, so `t` is loosened. */
function translator(trees: { messages?: MessageTree; fallback?: MessageTree }) {
  const made = translatorOf(() => ({ messages: trees.messages, fallback: trees.fallback }));
  return { t: made.t as unknown as (key: string, values?: Record<string, unknown>) => string, forget: made.forget };
}

describe('the shop’s translator (decision 0135)', () => {
  it('reads a dotted key and puts values into its placeholders', () => {
    const { t } = translator({ messages: { header: { bag: 'Bag', count: '{{label}}, {{count}} items' } } });
    expect(t('header.bag')).toBe('Bag');
    expect(t('header.count', { label: 'Bag', count: 0 })).toBe('Bag, 0 items');
    expect(t('header.count', { label: 'Bag' })).toBe('Bag, {{count}} items');
  });

  it('falls back to English, then to the key itself', () => {
    const { t } = translator({ messages: { a: 'ए' }, fallback: { a: 'A', b: 'B' } });
    expect(t('a')).toBe('ए');
    expect(t('b')).toBe('B');
    expect(t('c.d')).toBe('c.d');
    expect(t('a.deeper')).toBe('a.deeper');
  });

  it('sees messages added after a key was asked', () => {
    const trees: { messages?: MessageTree } = {};
    const { t, forget } = translator(trees);
    expect(t('bag')).toBe('bag');
    trees.messages = { bag: 'Bag' };
    forget();
    expect(t('bag')).toBe('Bag');
  });

  it('interpolates only what it is given', () => {
    expect(interpolate('{{a}} and {{ b }}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(interpolate('no placeholders', { a: 1 })).toBe('no placeholders');
  });
});

describe('Trans', () => {
  it('turns the text’s markup into the given elements, in either language', () => {
    const { container } = render(
      <Trans i18nKey="auth.verify.sentTo" values={{ length: 6, email: 'ram@example.com' }} components={{ strong: <strong /> }} />,
    );
    expect(container.innerHTML).toBe('We sent a 6-digit code to <strong>ram@example.com</strong>. Enter it below to continue.');
    const nepali = render(
      <TranslationProvider translator={i18nFor('ne')}>
        <Trans i18nKey="auth.forgot.resetLead" values={{ email: 'ram@example.com' }} components={{ strong: <strong /> }} />
      </TranslationProvider>,
    );
    expect(nepali.container.querySelector('strong')?.textContent).toBe('ram@example.com');
    expect(nepali.container.textContent).toContain('नयाँ पासवर्ड');
  });

  it('never lets a value add markup', () => {
    const { container } = render(
      <Trans i18nKey="auth.forgot.resetLead" values={{ email: '<em>x</em>@example.com' }} components={{ strong: <strong /> }} />,
    );
    expect(container.querySelector('em')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<em>x</em>@example.com');
  });
});
