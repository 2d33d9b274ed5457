import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InNepali } from '../../test-support/in-nepali.tsx';
import { ErrorPage, NotFoundPage } from './error-page.tsx';

// The 404 page holds the search box, a React Router <Form>: it needs a data router.
function renderAt(url: string, page: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}

describe('the 404 and error pages', () => {
  it('say so in English, with the ways on', () => {
    renderAt('/nothing-here', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/products?search=');
  });

  it('say so in Nepali on the Nepali site, every way on staying in /ne', () => {
    renderAt(
      '/ne/nothing-here',
      <InNepali>
        <NotFoundPage />
      </InNepali>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'पृष्ठ भेटिएन' })).toBeTruthy();
    expect(screen.getByText('त्रुटि 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'गृहपृष्ठमा जानुहोस्' }).getAttribute('href')).toBe('/ne');
    expect(screen.getByRole('link', { name: 'सबै सामान हेर्नुहोस्' }).getAttribute('href')).toBe('/ne/products?search=');
  });

  it('apologise in Nepali for any other failure, trying the same /ne page again', () => {
    renderAt(
      '/ne/brands?x=1',
      <InNepali>
        <ErrorPage status={503} />
      </InNepali>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'केही गडबड भयो' })).toBeTruthy();
    expect(screen.getByText('त्रुटि 503')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'फेरि प्रयास गर्नुहोस्' }).getAttribute('href')).toBe('/ne/brands?x=1');
    expect(screen.getByRole('link', { name: 'गृहपृष्ठमा जानुहोस्' }).getAttribute('href')).toBe('/ne');
  });
});
