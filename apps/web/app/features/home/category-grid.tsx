import type { CategoryLink } from '@suraksha/contracts/catalog';
import { Link } from 'react-router';

/** Category artwork is square (400 × 400); the size reserves its space before it loads. */
const IMAGE_SIZE_PX = 400;

export function CategoryGrid({ categories, hrefFor }: { categories: CategoryLink[]; hrefFor: (slug: string) => string }) {
  return (
    <ul className="category-grid list-unstyled">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={hrefFor(category.slug)} className="category-tile">
            {category.image && (
              <img src={category.image} alt="" width={IMAGE_SIZE_PX} height={IMAGE_SIZE_PX} loading="lazy" decoding="async" />
            )}
            <span className="category-tile__title">{category.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
