import { ARTICLE_SEO_TEXT_MAX, ARTICLE_SEO_TITLE_MAX } from '@suraksha/contracts/admin/content-messages';
import { FormField } from '../ui/form-field.tsx';

interface SeoValues {
  seo_title: string | null;
  seo_description: string | null;
  seo_keyword?: string | null;
}

/**
 * The SEO fields of a content form (posts, pages, services): title and description, and keywords
 * where the kind keeps them (`keywordsMax`). Each is optional: empty, the page's own title and
 * summary stand in.
 */
export function SeoFields({
  idPrefix,
  current,
  errors,
  keywordsMax,
}: {
  idPrefix: string;
  current: SeoValues | null | undefined;
  errors: Partial<Record<string, string>>;
  keywordsMax?: number;
}) {
  return (
    <>
      <FormField
        className="col-md-6"
        name="seo_title"
        idPrefix={idPrefix}
        label="SEO title"
        mark="optional"
        maxLength={ARTICLE_SEO_TITLE_MAX}
        defaultValue={current?.seo_title ?? ''}
        error={errors.seo_title}
      />
      <FormField
        className="col-md-6"
        name="seo_description"
        idPrefix={idPrefix}
        label="SEO description"
        mark="optional"
        maxLength={ARTICLE_SEO_TEXT_MAX}
        defaultValue={current?.seo_description ?? ''}
        error={errors.seo_description}
      />
      {keywordsMax !== undefined && (
        <FormField
          className="col-12"
          name="seo_keyword"
          idPrefix={idPrefix}
          label="SEO keywords"
          mark="optional"
          maxLength={keywordsMax}
          defaultValue={current?.seo_keyword ?? ''}
          hint="Separated by commas."
          error={errors.seo_keyword}
        />
      )}
    </>
  );
}
