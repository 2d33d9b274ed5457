import { toast } from 'react-hot-toast';

/** Where a reader can share a post: the big networks in Nepal, plus copying the link. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const message = encodeURIComponent(`${title} ${url}`);
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${message}` },
    { label: 'Viber', href: `viber://forward?text=${message}` },
  ] as const;
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied!');
  } catch {
    // Clipboard access can be refused (permissions, insecure context); say so rather than pretend.
    toast.error('Could not copy the link. Please copy it from the address bar.');
  }
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className="share-links">
      <span className="share-links__label">Share:</span>
      <ul className="share-links__list">
        {shareTargets(url, title).map(({ label, href }) => (
          <li key={label}>
            <a
              href={href}
              className="btn btn-sm btn-outline-secondary"
              aria-label={`Share on ${label}`}
              // The app link (viber://) opens in place; web sharers open in a new tab.
              {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void copyLink(url)}>
            Copy link
          </button>
        </li>
      </ul>
    </div>
  );
}
