import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import { describe, expect, it } from 'vitest';
import { NepalAddressSelects } from './nepal-address-selects.tsx';

const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (label: RegExp) => [...select(label).options].map((o) => o.textContent);
const choose = (label: RegExp, value: string) => fireEvent.change(select(label), { target: { value } });

function renderForm() {
  render(
    <MemoryRouter>
      <form aria-label="Address">
        <NepalAddressSelects
          provinceField={{ name: 'state', label: 'State', mark: 'required' }}
          errors={{ ward: 'Please choose a ward.' }}
        />
        <button type="reset">Reset</button>
      </form>
    </MemoryRouter>,
  );
}

describe('NepalAddressSelects', () => {
  it('lists the districts of the chosen province, the municipalities of the chosen district, then its wards', async () => {
    renderForm();
    expect(optionTexts(/^State/)).toHaveLength(8);
    expect(select(/^District/).disabled).toBe(true);
    expect(select(/^Municipality/).disabled).toBe(true);

    choose(/^State/, 'Gandaki (Province 4)');
    await waitFor(() => expect(select(/^District/).disabled).toBe(false));
    expect(optionTexts(/^District/)).toEqual([
      'Choose your district',
      'Baglung (बाग्लुङ)',
      'Gorkha (गोरखा)',
      'Kaski (कास्की)',
      'Lamjung (लमजुङ)',
      'Manang (मनाङ)',
      'Mustang (मुस्ताङ)',
      'Myagdi (म्याग्दी)',
      'Nawalparasi East (नवलपरासी पूर्व)',
      'Parbat (पर्वत)',
      'Syangja (स्याङ्जा)',
      'Tanahu (तनहुँ)',
    ]);

    choose(/^District/, 'Kaski');
    expect(select(/^Municipality/).disabled).toBe(false);
    expect(optionTexts(/^Municipality/)).toContain('Pokhara Metropolitan City (पोखरा महानगरपालिका)');
    expect(optionTexts(/^Municipality/)).toHaveLength(6);
    expect(select(/^Ward/).disabled).toBe(true);

    choose(/^Municipality/, 'Pokhara Metropolitan City');
    expect(optionTexts(/^Ward/)).toEqual(['Choose your ward', ...Array.from({ length: 33 }, (_, i) => String(i + 1))]);
    choose(/^Ward/, '7');
    expect(Object.fromEntries(new FormData(screen.getByRole('form', { name: 'Address' }) as HTMLFormElement))).toEqual({
      state: 'Gandaki (Province 4)',
      district: 'Kaski',
      municipality: 'Pokhara Metropolitan City',
      ward: '7',
    });
    expect(screen.getByText('Please choose a ward.')).toBeTruthy();
  });

  it('empties the parts below a changed one, and everything when the form is reset', async () => {
    renderForm();
    choose(/^State/, 'Bagmati (Province 3)');
    await waitFor(() => expect(select(/^District/).disabled).toBe(false));
    choose(/^District/, 'Kathmandu');
    choose(/^Municipality/, 'Kathmandu Metropolitan City');
    choose(/^Ward/, '14');

    choose(/^District/, 'Lalitpur');
    expect([select(/^Municipality/).value, select(/^Ward/).value]).toEqual(['', '']);
    expect(optionTexts(/^Municipality/)).toContain('Lalitpur Metropolitan City (ललितपुर महानगरपालिका)');

    choose(/^State/, 'Koshi (Province 1)');
    expect([select(/^District/).value, select(/^Municipality/).value]).toEqual(['', '']);
    expect(optionTexts(/^District/)).toContain('Morang (मोरङ)');
    expect(optionTexts(/^District/).filter((text) => text?.startsWith('Lalitpur'))).toEqual([]);
    expect(select(/^Municipality/).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(select(/^State/).value).toBe(''));
    expect(select(/^District/).disabled).toBe(true);
  });

  it('on the Nepali site, names every place in Nepali first and still sends the English names', async () => {
    render(
      <TranslationProvider translator={i18nFor('ne')}>
        <MemoryRouter initialEntries={['/ne/checkouts']}>
          <form aria-label="Address">
            <NepalAddressSelects provinceField={{ name: 'state', label: 'प्रदेश' }} errors={{}} />
          </form>
        </MemoryRouter>
      </TranslationProvider>,
    );
    expect(optionTexts(/^प्रदेश/)).toEqual([
      'आफ्नो प्रदेश छान्नुहोस्',
      'कोशी प्रदेश (प्रदेश १)',
      'मधेश प्रदेश (प्रदेश २)',
      'बागमती प्रदेश (प्रदेश ३)',
      'गण्डकी प्रदेश (प्रदेश ४)',
      'लुम्बिनी प्रदेश (प्रदेश ५)',
      'कर्णाली प्रदेश (प्रदेश ६)',
      'सुदूरपश्चिम प्रदेश (प्रदेश ७)',
    ]);
    expect(optionTexts(/^जिल्ला/)).toEqual(['पहिले प्रदेश छान्नुहोस्']);
    expect(screen.getAllByText('(ऐच्छिक)')).toHaveLength(3);
    choose(/^प्रदेश/, 'Gandaki (Province 4)');
    await waitFor(() => expect(select(/^जिल्ला/).disabled).toBe(false));
    expect(optionTexts(/^जिल्ला/)).toContain('कास्की (Kaski)');
    choose(/^जिल्ला/, 'Kaski');
    expect(optionTexts(/^नगरपालिका/)).toContain('पोखरा महानगरपालिका (Pokhara Metropolitan City)');
    choose(/^नगरपालिका/, 'Pokhara Metropolitan City');
    choose(/^वडा/, '7');
    expect(Object.fromEntries(new FormData(screen.getByRole('form', { name: 'Address' }) as HTMLFormElement))).toEqual({
      state: 'Gandaki (Province 4)',
      district: 'Kaski',
      municipality: 'Pokhara Metropolitan City',
      ward: '7',
    });
  });
});
