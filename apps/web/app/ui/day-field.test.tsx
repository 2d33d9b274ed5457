import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TranslationProvider } from '../i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { i18nFor } from '../i18n/i18n.ts';
import { describe, expect, it } from 'vitest';
import { DayField } from './day-field.tsx';

function renderField(props: Partial<Parameters<typeof DayField>[0]> = {}) {
  render(
    <MemoryRouter>
      <form aria-label="Form">
        <DayField name="purchase_date" label="Purchase Date" mark="required" max="2026-11-26" {...props} />
      </form>
    </MemoryRouter>,
  );
  const form = screen.getByRole('form', { name: 'Form' }) as HTMLFormElement;
  const group = screen.getByRole('group', { name: 'Purchase Date in Bikram Sambat (BS)' });
  const pick = (name: string, value: string) => fireEvent.change(within(group).getByLabelText(name), { target: { value } });
  const picked = () =>
    ['Day (BS)', 'Month (BS)', 'Year (BS)'].map((name) => (within(group).getByLabelText(name) as HTMLSelectElement).value);
  const ad = screen.getByLabelText(/^Purchase Date/) as HTMLInputElement;
  const sent = () => new FormData(form).get('purchase_date');
  return { form, group, pick, picked, ad, sent };
}

describe('DayField: an AD date field with a Bikram Sambat picker', () => {
  it('sends the AD day of the BS date chosen, and shows it in the AD field', () => {
    const { pick, ad, sent } = renderField();
    pick('Year (BS)', '2083');
    pick('Month (BS)', '8');
    expect(sent()).toBe('');
    pick('Day (BS)', '10');
    expect(ad.value).toBe('2026-11-26');
    expect(sent()).toBe('2026-11-26');
    // The selects send nothing of their own: the API takes the one AD field.
    expect([...new FormData(ad.form as HTMLFormElement).keys()]).toEqual(['purchase_date']);
  });

  it('shows an AD day typed in the AD field as its BS date', () => {
    const { ad, picked } = renderField();
    fireEvent.change(ad, { target: { value: '2020-05-01' } });
    expect(picked()).toEqual(['19', '1', '2077']);
    fireEvent.change(ad, { target: { value: '' } });
    expect(picked()).toEqual(['', '', '']);
  });

  it('offers only the days of the chosen month, and moves a day past its end to the last one', () => {
    const { pick, picked, group, sent } = renderField({ defaultValue: '2025-07-16' });
    expect(picked()).toEqual(['32', '3', '2082']);
    expect(
      within(group)
        .getAllByRole('option', { name: /^\d+$/ })
        .filter((o) => o.parentElement?.getAttribute('aria-label') === 'Day (BS)'),
    ).toHaveLength(32);
    pick('Month (BS)', '4');
    expect(picked()).toEqual(['31', '4', '2082']);
    expect(sent()).toBe('2025-08-16');
  });

  it('names the months and offers no year after the field’s last day', () => {
    const { group } = renderField();
    const months = within(within(group).getByLabelText('Month (BS)'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months).toEqual([
      'Month (BS)',
      'Baisakh',
      'Jestha',
      'Asar',
      'Shrawan',
      'Bhadra',
      'Asoj',
      'Kartik',
      'Mangsir',
      'Poush',
      'Magh',
      'Falgun',
      'Chaitra',
    ]);
    const years = within(within(group).getByLabelText('Year (BS)'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years.slice(0, 3)).toEqual(['Year (BS)', '2083', '2082']);
    expect(years.at(-1)).toBe('2000');
  });

  it('empties both calendars when the form is reset after sending', () => {
    const { form, ad, picked } = renderField({ defaultValue: '' });
    fireEvent.change(ad, { target: { value: '2024-04-13' } });
    expect(picked()).toEqual(['1', '1', '2081']);
    act(() => form.reset());
    expect(ad.value).toBe('');
    expect(picked()).toEqual(['', '', '']);
  });

  it('marks the AD field with the server’s message, as every field is', () => {
    const { ad } = renderField({ error: 'Please enter the purchase date.' });
    expect(ad.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(ad.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter the purchase date.');
  });

  it('on the Nepali site, names the picker, its parts and the months in Nepali and still sends the AD day', () => {
    render(
      <TranslationProvider translator={i18nFor('ne')}>
        <MemoryRouter initialEntries={['/ne/e-waste']}>
          <form aria-label="Form">
            <DayField name="purchase_date" label="किनेको मिति" mark="optional" max="2026-11-26" />
          </form>
        </MemoryRouter>
      </TranslationProvider>,
    );
    const group = screen.getByRole('group', { name: 'किनेको मिति विक्रम संवत्‌मा (वि.सं.)' });
    const months = within(within(group).getByLabelText('महिना (वि.सं.)'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months.slice(0, 5)).toEqual(['महिना (वि.सं.)', 'बैशाख', 'जेठ', 'असार', 'साउन']);
    expect(screen.getByText('(ऐच्छिक)')).toBeTruthy();
    fireEvent.change(within(group).getByLabelText('साल (वि.सं.)'), { target: { value: '2082' } });
    fireEvent.change(within(group).getByLabelText('महिना (वि.सं.)'), { target: { value: '4' } });
    fireEvent.change(within(group).getByLabelText('गते (वि.सं.)'), { target: { value: '1' } });
    expect(new FormData(screen.getByRole('form', { name: 'Form' }) as HTMLFormElement).get('purchase_date')).toBe('2025-07-17');
  });
});
