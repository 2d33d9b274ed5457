import type { ContentPage } from '@suraksha/contracts/content';
import { PageFrame } from '../../ui/page-frame.tsx';
import { SafeHtml } from './safe-html.tsx';

/** A content page's title and text, as /pages/{slug} and its staff preview show it. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    // One article from the title to the end of the text: the h1 belongs to the document it names.
    <article>
      <PageFrame title={page.title} width="narrow">
        <SafeHtml html={page.content} />
      </PageFrame>
    </article>
  );
}
