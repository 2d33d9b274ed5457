import type { ContentPage } from '@suraksha/contracts/content';
import { useNepaliText } from '../../i18n/nepali-text.ts';
import { PageFrame } from '../../ui/page-frame.tsx';
import { SafeHtml } from './safe-html.tsx';

/** A content page's title and text, as /pages/{slug} and its staff preview show it. */
export function ContentPageView({ page }: { page: ContentPage }) {
  const inNepali = useNepaliText();
  return (
    // One article from the title to the end of the text: the h1 belongs to the document it names.
    <article>
      <PageFrame title={inNepali(page.title, page.ne?.title)} width="narrow">
        <SafeHtml html={inNepali(page.content, page.ne?.content)} />
      </PageFrame>
    </article>
  );
}
