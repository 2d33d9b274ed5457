import type { Language } from '@suraksha/domain/site-languages';
import { ENGLISH } from './english.ts';
import { NEPALI } from './nepali.ts';

/**
 * Both languages' messages, for the server (which renders either), the tests and the type of `t('…')`
 * (translate.ts). A page's browser code never imports this: it gets its own language's file through its
 * language layout (english.ts, nepali.ts; decision 0133). An area is added in both of those files.
 */
export const MESSAGES = { en: ENGLISH, ne: NEPALI } as const satisfies Record<Language, typeof ENGLISH>;

/** The English messages' shape: t('…') must name one of its keys (translate.ts). */
export type Messages = typeof ENGLISH;
