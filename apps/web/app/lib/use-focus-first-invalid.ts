import { type RefObject, useEffect } from 'react';

/**
 * After the server refuses a form, the first field it marked (in the order the form shows them)
 * gets the focus: keyboard and screen-reader users land on it, and the page scrolls it to the top
 * of the screen with its label, clear of the toasts a phone shows at the bottom (ui/site-toaster.tsx).
 * `errors` is the new object of each refusal, so the same messages twice still move the focus.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: Partial<Record<string, string>>) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    (first.closest('.form-field') ?? first).scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [form, errors]);
}
