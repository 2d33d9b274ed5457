import { z } from 'zod';
import { brandLink, categoryLink, productCard } from './catalog.ts';
import { articleCard } from './content.ts';
import { resultSuccess } from './error-envelope.ts';
import { homeLayout } from './home-layout.ts';

/** GET /api/home: everything the home page shows, in one call. */
export const homeResponse = z.object({
  result: resultSuccess,
  categories: z.array(categoryLink),
  newProducts: z.array(productCard),
  featuredProducts: z.array(productCard),
  brands: z.array(brandLink),
  blogs: z.array(articleCard),
  /** The hero's texts and the sections' order and visibility (staff set them). */
  layout: homeLayout,
});
export type HomeResponse = z.infer<typeof homeResponse>;
