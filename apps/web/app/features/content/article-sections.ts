// SPEC §2: trainings have the same layout as blogs; only the words and addresses differ.

export interface ArticleSection {
  /** "/blogs" or "/trainings". */
  basePath: string;
  /** "blogs" or "trainings": the ids of the search box, and where its texts are (content.blogs.heading…). */
  noun: 'blogs' | 'trainings';
}

export const blogSection: ArticleSection = { basePath: '/blogs', noun: 'blogs' };

export const trainingSection: ArticleSection = { basePath: '/trainings', noun: 'trainings' };
