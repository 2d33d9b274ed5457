import type { Messages } from './messages.ts';

// t('some.key') must name a key of the English messages: a key used in code but missing fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Messages };
  }
}
