import { type RefObject, useEffect } from 'react';

/**
 * After the server refuses a form, the first field it marked (in the order the form shows them)
 * gets the focus: the phone scrolls to it, and keyboard and screen-reader users land on it.
 * `errors` is the new object of each refusal, so the same messages twice still move the focus.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: Partial<Record<string, string>>) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
