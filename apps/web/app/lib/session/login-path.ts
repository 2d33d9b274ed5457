/**
 * The sign-in page, told to bring the buyer back to `here` (path and query) once signed in:
 * every page that sends a visitor to /login goes through this, so none loses the way back.
 */
export const loginBackTo = (here: string): string => `/login?${new URLSearchParams({ redirectTo: here })}`;
