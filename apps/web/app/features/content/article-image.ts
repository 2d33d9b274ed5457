/** Covers of blogs, trainings and services are 16:9 (800×450); the size lets the browser reserve the space. */
export const ARTICLE_IMAGE = { width: 800, height: 450 } as const;
/** The small cover beside a recent post in the sidebar. */
export const THUMBNAIL_IMAGE = { width: 96, height: 54 } as const;
