import { describe, expect, it } from 'vitest';
import { changedBeforeHydration } from './early-changes.ts';

/** A form as the server sent it: Dahua ticked, Hikvision not, sorted by newest. */
function serverForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input type="checkbox" name="brands" value="dahua" checked>
    <input type="checkbox" name="brands" value="hikvision">
    <input type="hidden" name="search" value="camera">
    <input type="text" name="q" value="">
    <select name="sort"><option value="newest" selected>Newest</option><option value="name">Name</option></select>`;
  return form;
}

const field = <T extends Element>(form: HTMLFormElement, selector: string) => form.querySelector(selector) as T;

describe('changedBeforeHydration', () => {
  it('is false for the form as the server sent it, and when only a text field was typed in', () => {
    const form = serverForm();
    expect(changedBeforeHydration(form)).toBe(false);
    field<HTMLInputElement>(form, '[name=q]').value = 'nvr';
    expect(changedBeforeHydration(form)).toBe(false);
  });

  it('is true once a box is ticked or unticked', () => {
    const ticked = serverForm();
    field<HTMLInputElement>(ticked, '[value=hikvision]').checked = true;
    expect(changedBeforeHydration(ticked)).toBe(true);

    const unticked = serverForm();
    field<HTMLInputElement>(unticked, '[value=dahua]').checked = false;
    expect(changedBeforeHydration(unticked)).toBe(true);
  });

  it('is true once another option is chosen', () => {
    const form = serverForm();
    field<HTMLSelectElement>(form, 'select').value = 'name';
    expect(changedBeforeHydration(form)).toBe(true);
  });

  it('is false for a select whose server value matched none of its options (the browser shows the first)', () => {
    const form = document.createElement('form');
    form.innerHTML = '<select name="sort"><option value="newest">Newest</option><option value="name">Name</option></select>';
    expect(changedBeforeHydration(form)).toBe(false);
  });
});
