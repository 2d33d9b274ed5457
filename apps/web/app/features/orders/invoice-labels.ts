import { TAX_DOCUMENT_TEXT } from '@suraksha/domain/tax-document';
import { VAT_RATE_PERCENT } from '@suraksha/domain/vat';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

type TextKey = Exclude<keyof typeof TAX_DOCUMENT_TEXT, 'columns'>;
type ColumnIndex = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7';
type DocumentKey = `invoice.document.${TextKey}` | `invoice.document.columns.${ColumnIndex}`;

/** Each English text of the document (as the server sends it) → its key in the invoice message files. */
const KEY_OF: ReadonlyMap<string, DocumentKey> = new Map<string, DocumentKey>([
  ...(Object.entries(TAX_DOCUMENT_TEXT) as [TextKey | 'columns', string | readonly string[]][]).flatMap(([key, english]) =>
    typeof english === 'string' ? [[english, `invoice.document.${key as TextKey}`] as const] : [],
  ),
  ...TAX_DOCUMENT_TEXT.columns.map((english, i) => [english, `invoice.document.columns.${String(i) as ColumnIndex}`] as const),
]);

/** The labels printed as "Label: value" in the seller's and buyer's lines. */
const LINE_LABELS = [
  TAX_DOCUMENT_TEXT.panVat,
  TAX_DOCUMENT_TEXT.buyerPan,
  TAX_DOCUMENT_TEXT.phone,
  TAX_DOCUMENT_TEXT.email,
  TAX_DOCUMENT_TEXT.inWords,
];

export interface DocumentText {
  /** A label or sentence of the document: on the Nepali site "नेपाली (English)", else the English as it is. */
  label(english: string): string;
  /** A "Label: value" line (a phone, a PAN, the amount in words): only its label is put in Nepali, the value stays. */
  line(english: string): string;
}

/**
 * The tax invoice is a legal document (decision 0122): on the Nepali site its labels read in Nepali with
 * the issued English beside them, and the numbers, dates and the amount in words stay exactly as issued.
 */
export function useDocumentText(): DocumentText {
  const { t } = useTranslation();
  const nepali = useLanguage() === 'ne';
  const label = useCallback(
    (english: string) => {
      if (!nepali) return english;
      const key = KEY_OF.get(english);
      if (key) return `${t(key, { rate: VAT_RATE_PERCENT })} (${english})`;
      // "Coupon (SAVE10)": the label with the code the buyer used.
      if (english.startsWith(`${TAX_DOCUMENT_TEXT.coupon} (`)) return `${t('invoice.document.coupon')} · ${english}`;
      return english;
    },
    [nepali, t],
  );
  const line = useCallback(
    (english: string) => {
      const prefix = LINE_LABELS.find((known) => english.startsWith(`${known}: `));
      return nepali && prefix ? `${label(prefix)}${english.slice(prefix.length)}` : english;
    },
    [nepali, label],
  );
  return { label, line };
}
