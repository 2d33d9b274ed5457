import type { SortKey } from '@suraksha/contracts/listing-limits';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, useSubmit } from 'react-router';
import { useApplyEarlyChanges } from '../../lib/early-changes.ts';
import { useLocalisedPath } from '../../i18n/use-language.ts';

interface SortFormProps {
  action: string;
  sort: SortKey;
  options: readonly SortKey[];
  /** The rest of the listing's state, carried along (a new sort starts again at page 1). */
  hidden?: readonly (readonly [string, string])[];
}

/**
 * The sort select as a GET form: without JavaScript the Sort button submits it; with JavaScript
 * choosing an option is enough. Either way the order lives in the URL.
 */
export function SortForm({ action, sort, options, hidden = [] }: SortFormProps) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  useApplyEarlyChanges(formRef, submit);
  return (
    <Form ref={formRef} method="get" action={localised(action)} className="catalog-sort">
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="catalog-sort" className="catalog-sort__label">
        {t('catalogue.sort.label')}
      </label>
      <select
        key={sort}
        id="catalog-sort"
        name="sort"
        className="form-select form-select-sm"
        defaultValue={sort}
        onChange={(event) => submit(event.currentTarget.form)}
      >
        {options.map((key) => (
          <option key={key} value={key}>
            {t(`catalogue.sort.${key}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-sm btn-outline-primary">
          {t('catalogue.sort.submit')}
        </button>
      </noscript>
    </Form>
  );
}
