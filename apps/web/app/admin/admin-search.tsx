import { Suspense, lazy, useEffect, useState } from 'react';

// cmdk and its dialog load only when a staff member first opens the palette: no storefront page, and
// no back-office page until then, carries them.
const CommandPalette = lazy(() => import('./command-palette.tsx'));

/** ⌘K / Ctrl-K anywhere in the back office, or the header's button, opens the search palette. */
export function AdminSearch() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpened(true);
        setOpen((was) => !was);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-light admin__search"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Search <kbd>Ctrl K</kbd>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
