// Texts of the saved delivery address, shared by the API and the browser (no zod here).

export const SAVED_ADDRESS_MESSAGES = { saved: 'Your delivery address has been saved.' } as const;
