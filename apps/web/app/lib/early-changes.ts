import { type RefObject, useEffect } from 'react';

/**
 * Whether the buyer changed a box or a choice of this form before the page hydrated (a phone still
 * fetching the script). The browser keeps what they ticked or chose and React adopts the fields as
 * they are, but the change event fired before any handler was there to act on it. Each box and
 * option is compared with the state the server sent (its default).
 */
export function changedBeforeHydration(form: HTMLFormElement): boolean {
  for (const field of form.elements) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio') &&
      field.checked !== field.defaultChecked
    )
      return true;
    // The option the server chose is no longer selected. (A select whose server value matched no
    // option shows its first one without anybody choosing it: that is not a change.)
    if (field instanceof HTMLSelectElement && [...field.options].some((option) => option.defaultSelected && !option.selected)) return true;
  }
  return false;
}

/**
 * For forms that apply each change at once (filters, sort): on mount, applies what was changed
 * before hydration, so it is not silently dropped. `apply` should be stable (useCallback).
 */
export function useApplyEarlyChanges(formRef: RefObject<HTMLFormElement | null>, apply: (form: HTMLFormElement) => void) {
  useEffect(() => {
    const form = formRef.current;
    if (form && changedBeforeHydration(form)) apply(form);
  }, [formRef, apply]);
}
