/** Whether a request URL is under the API (/api, /api/…, /api?…), where answers are JSON envelopes. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
