/**
 * A content page whose stored HTML is hostile on purpose. e2e/support/prepare-data.ts writes it
 * raw into the `pages` table (no sanitizer on the way in), and e2e/hostile-html.spec.ts proves the
 * shop serves it inert. Every payload calls alert(), so anything that runs opens a dialog.
 */
export const HOSTILE_PAGE_SLUG = 'e2e-hostile-html';

/** The title is plain text: React must print it, not parse it. */
export const HOSTILE_PAGE_TITLE = `E2E hostile page <img src=x onerror="alert('title')">`;

/** The parts of the content that are harmless and must reach the reader. */
export const SAFE_PARTS = {
  paragraph: 'This paragraph is ordinary text and must be shown to the reader.',
  linkText: 'About Us',
  linkHref: '/pages/about-us',
  closing: 'The last paragraph of the hostile page.',
  /** The text of a link whose javascript: href must be gone, leaving the words. */
  formerScriptLink: 'Click here for a prize',
} as const;

export const HOSTILE_PAGE_CONTENT = [
  // Would hide the whole page if it reached it: the CSP allows inline styles, so only the sanitizer stops this.
  '<style>body, .rich-text, article { display: none !important; }</style>',
  `<p>${SAFE_PARTS.paragraph}</p>`,
  `<p>Read our <a href="${SAFE_PARTS.linkHref}">${SAFE_PARTS.linkText}</a> page.</p>`,
  `<script>alert('script')</script>`,
  `<img src=x onerror="alert('img onerror')">`,
  `<a href="javascript:alert('javascript link')">${SAFE_PARTS.formerScriptLink}</a>`,
  `<a href="  JaVaScRiPt:alert('mixed case link')">Mixed case</a>`,
  `<a href="&#106;avascript:alert('entity link')">Encoded</a>`,
  `<a href="data:text/html,<script>alert('data link')</script>">Data link</a>`,
  `<svg onload="alert('svg onload')"><circle r="5"></circle></svg>`,
  `<iframe src="javascript:alert('iframe')"></iframe>`,
  `<iframe srcdoc="<script>alert('srcdoc')</script>"></iframe>`,
  `<object data="javascript:alert('object')"></object>`,
  `<embed src="javascript:alert('embed')">`,
  `<form action="javascript:alert('form')"><button>Send</button></form>`,
  `<input autofocus onfocus="alert('input onfocus')">`,
  `<details open ontoggle="alert('details ontoggle')"><summary>More</summary></details>`,
  `<p onclick="alert('p onclick')" onmouseover="alert('p onmouseover')" style="position:fixed;inset:0;z-index:9999">A paragraph with handlers</p>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('meta refresh')">`,
  `<base href="javascript:alert('base')//">`,
  `<math><mtext><a href="javascript:alert('math')">Math link</a></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert('noscript')>"></p></noscript>`,
  `<table><tr><td background="javascript:alert('td')" onmouseenter="alert('td')">A table cell</td></tr></table>`,
  `<p>${SAFE_PARTS.closing}</p>`,
].join('\n');
