// SPEC §2: trainings have the same layout as blogs; only the words and addresses differ.

export interface ArticleSection {
  /** "Blogs" or "Trainings". */
  heading: string;
  /** "/blogs" or "/trainings". */
  basePath: string;
  /** "blogs" or "trainings", used in labels. */
  noun: string;
  recentHeading: string;
  /** The list page's meta description. */
  description: string;
}

export const blogSection: ArticleSection = {
  heading: 'Blogs',
  basePath: '/blogs',
  noun: 'blogs',
  recentHeading: 'Recent posts',
  description:
    'Guides and news from Suraksha: choosing CCTV cameras, recorders, alarms and access control for homes and businesses in Nepal.',
};

export const trainingSection: ArticleSection = {
  heading: 'Trainings',
  basePath: '/trainings',
  noun: 'trainings',
  recentHeading: 'Recent trainings',
  description: 'Hands-on CCTV, NVR and access control trainings from Suraksha for installers and owners in Nepal.',
};
