import type { Language } from '@suraksha/domain/site-languages';

/**
 * The route id of the storefront's layout in a language: the Nepali site mounts the same module again under
 * /ne with ids of its own (decision 0124), so whoever reads the layout's loader data asks by language.
 */
export const storefrontLayoutId = (language: Language) => (language === 'ne' ? 'ne/routes/storefront' : 'routes/storefront');
