/**
 * Fetches a file the API sends only with headers a plain link cannot carry (the API key, a bearer
 * token) and hands it to the browser as a download named `fileName`. Rejects on a non-2xx answer.
 */
export async function downloadFile(url: string, headers: Record<string, string>, fileName: string): Promise<void> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${fileName} could not be downloaded (status ${res.status}).`);
  const objectUrl = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the object URL only needs to outlive it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
