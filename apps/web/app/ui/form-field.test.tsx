import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, SelectField, TextAreaField } from './form-field.tsx';

describe('form fields', () => {
  it('labels the input and reads its hint and the server’s message with it', () => {
    render(<FormField name="phone" label="Phone" hint="e.g. 9801234567" error="Please enter a valid Nepali phone number." />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveProperty('id', 'field-phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.className).toContain('is-invalid');
    expect(input.getAttribute('aria-describedby')).toBe('field-phone-error field-phone-hint');
    expect(document.getElementById('field-phone-error')?.textContent).toBe('Please enter a valid Nepali phone number.');
    expect(document.getElementById('field-phone-hint')?.textContent).toBe('e.g. 9801234567');
  });

  it('a field without a message is neither invalid nor described by one', () => {
    render(<FormField name="email" label="E-mail" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('marks a required label with a star hidden from screen readers and an optional one in words', () => {
    render(
      <>
        <FormField name="name" label="Name" mark="required" />
        <FormField name="landmark" label="Landmark" mark="optional" />
        <FormField name="city" label="City" />
      </>,
    );
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(document.querySelector('label[for="field-city"]')?.textContent).toBe('City');
  });

  it('keeps ids apart with a prefix when two forms on one page share a field name', () => {
    render(<TextAreaField idPrefix="contact" name="message" label="Message" error="Please enter your message." />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.id).toBe('contact-message');
    expect(textarea.getAttribute('aria-describedby')).toBe('contact-message-error');
  });

  it('a select starts on its placeholder and offers every option', () => {
    render(
      <SelectField
        name="state"
        label="Province"
        placeholder="Choose your province"
        options={['Koshi (Province 1)', 'Bagmati (Province 3)']}
      />,
    );
    const select = screen.getByLabelText('Province') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.text)).toEqual(['Choose your province', 'Koshi (Province 1)', 'Bagmati (Province 3)']);
  });
});
