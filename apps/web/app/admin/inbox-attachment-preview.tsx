import { API_KEY_HEADER } from '@suraksha/contracts/transport';
import { useEffect, useState } from 'react';
import { usePublicEnv } from '../lib/browser-api.ts';

/**
 * An image attachment shown on the item page: the server's re-encoded WebP (metadata stripped,
 * decision 0110), fetched with the API key and shown from a blob URL. Anything the server will not
 * re-encode as an image (a PDF, HTML named .jpg) is never shown: the download button is the way.
 */
export function InboxAttachmentPreview({ url, name }: { url: string; name: string }) {
  const env = usePublicEnv();
  const [shown, setShown] = useState<{ src: string } | 'none' | null>(null);
  useEffect(() => {
    if (!env) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    fetch(url, { headers: { [API_KEY_HEADER]: env.apiKey } })
      .then(async (res) => {
        // Only the strict type the server answers a re-encoded preview with becomes an image.
        if (!res.ok || res.headers.get('content-type') !== 'image/webp') throw new Error('no preview');
        const blob = await res.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'image/webp' }));
        setShown({ src: objectUrl });
      })
      .catch(() => {
        if (!cancelled) setShown('none');
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, env]);
  if (shown === null) return null;
  if (shown === 'none') return <p className="small text-body-secondary mt-2 mb-0">No preview: this file can only be downloaded.</p>;
  return (
    <img src={shown.src} alt={`Preview of ${name}`} className="img-fluid border rounded mt-3 d-block" style={{ maxHeight: '24rem' }} />
  );
}
