import type en from './messages/en.json';

// t('some.key') must name a key of en.json: a key used in code but missing from the files fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
