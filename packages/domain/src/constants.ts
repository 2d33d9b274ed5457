/** Business constants and limits of SPEC.md §9: the one source for server and web. */

export const VERIFICATION_CODE_LENGTH = 6;
/** Delay before the success/error toast on verification, e-waste and the request form. */
export const FORM_RESULT_DELAY_MS = 3000;
export const QUOTE_SPINNER_MS = 3000;
export const LOGOUT_DELAY_MS = 3000;

export const SHOP_CODE = '22280';
export const REFERRAL_REWARD_PAISA = 500_00;
export const FRIEND_BONUS_PERCENT = 50;

export const SEARCH_DEFAULT_MAX_PRICE = 200_000;
export const PRICE_SLIDER_MIN = 0;

export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { error: 4000, blank: 4000, custom: 4000, success: 2000, loading: Infinity } as const;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const TOAST_MAX_WIDTH_PX = 350;

export const FILTER_LIST_MAX_HEIGHT_PX = 286;
export const PRODUCT_TITLE_LINES = 2;

export const BREAKPOINTS_PX = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export const FADE_MS = 300;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PRELOADER_FADE_MS = 2000;

export const SHIPPING_COST_PAISA = 0;
export const INVOICE_DISCOUNT_PAISA = 0;

/** The shop's address as it appears on the invoice (SPEC.md §1). */
export const SHOP_ADDRESS = {
  name: 'Suraksha Security Pvt. Ltd.',
  street: 'Kalanki',
  city: 'Kathmandu',
  country: 'Nepal',
  phone: '+977-1-5123456',
  /** A mobile for calls and Viber/WhatsApp, answered during opening hours. */
  mobile: '+977-9851012345',
  email: 'info@suraksha.com.np',
} as const;

/** The shop's week is Nepal's: Saturday is the day off. */
export const SHOP_OPENING_HOURS = [
  { days: 'Sunday – Friday', hours: '10:00 – 18:00' },
  { days: 'Saturday', hours: 'Closed' },
] as const;

/** Kalanki, Kathmandu on OpenStreetMap: a plain link, so no map script or tracker loads. */
export const SHOP_MAP_URL = 'https://www.openstreetmap.org/?mlat=27.6933&mlon=85.2817#map=17/27.6933/85.2817';
