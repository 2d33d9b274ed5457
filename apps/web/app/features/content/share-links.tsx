import type { TFunction } from '../../i18n/translate.ts';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';

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

async function copyLink(url: string, t: TFunction) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('content.share.copied'));
  } catch {
    // Clipboard access can be refused (permissions, insecure context); say so rather than pretend.
    toast.error(t('content.share.copyFailed'));
  }
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="share-links">
      <span className="share-links__label">{t('content.share.label')}</span>
      <ul className="share-links__list">
        {shareTargets(url, title).map(({ label, href }) => (
          <li key={label}>
            <a
              href={href}
              className="btn btn-sm btn-outline-secondary"
              aria-label={t('content.share.on', { network: label })}
              // The app link (viber://) opens in place; web sharers open in a new tab.
              {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void copyLink(url, t)}>
            {t('content.share.copy')}
          </button>
        </li>
      </ul>
    </div>
  );
}
