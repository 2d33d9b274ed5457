import { formatPaisa as formatPaisaText, formatRupees as formatRupeesText } from '@suraksha/domain/money';

/**
 * Money on screen: the domain's one formatter ("Rs 1,23,456.00"), with a non-breaking space after
 * 'Rs' so a narrow column never wraps an amount into 'Rs' / '20,100.00'. The grouping commas and
 * the decimal point already keep the digits together. Pages import money from here, not the domain.
 */
const NO_BREAK_SPACE = '\u00a0';

/** An amount already written by the domain (the invoice's totals lines), kept on one line. */
export const keepTogether = (amount: string): string => amount.replace('Rs ', `Rs${NO_BREAK_SPACE}`);

export const formatRupees = (rupees: number): string => keepTogether(formatRupeesText(rupees));
export const formatPaisa = (paisa: number): string => keepTogether(formatPaisaText(paisa));

/** A count grouped as prices are ("1,23,456"), never through the browser's locale data. */
export { formatCount } from '@suraksha/domain/money';
