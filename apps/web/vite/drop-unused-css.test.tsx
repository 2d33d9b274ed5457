import { createRequire } from 'node:module';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Accordion, Modal, Offcanvas, Tab, Tabs } from 'react-bootstrap';
import { beforeAll, describe, expect, it } from 'vitest';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STOREFRONT_OVERLAYS, STOREFRONT_SOURCES, bootstrapVariables, dropUnusedCss, templatePrefixes } from './drop-unused-css.ts';

const BOOTSTRAP = readFileSync(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8');
const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string));
const ALL_CLASSES = classesOf(BOOTSTRAP);

let kept = '';
let keptClasses = new Set<string>();
let overlayClasses = new Set<string>();
beforeAll(async () => {
  kept = await dropUnusedCss(BOOTSTRAP, 'page');
  keptClasses = classesOf(kept);
  overlayClasses = classesOf(await dropUnusedCss(BOOTSTRAP, 'overlays'));
}, 60_000);

/** Every class that appears on any element while `run` goes on, opening and closing included. */
async function classesShownDuring(run: () => Promise<void>): Promise<Set<string>> {
  const seen = new Set<string>();
  const note = (el: Element) => el.classList.forEach((c) => seen.add(c));
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.target instanceof Element) note(r.target);
      for (const node of r.addedNodes) if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(note);
    }
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  await run();
  document.querySelectorAll('*').forEach(note);
  observer.disconnect();
  return seen;
}

/** The Bootstrap classes among `shown` that both cut stylesheets lost (the page's and the overlays'). */
const lost = (shown: Set<string>) => [...shown].filter((c) => ALL_CLASSES.has(c) && !keptClasses.has(c) && !overlayClasses.has(c));

describe("the storefront's Bootstrap", () => {
  it('is a fraction of the whole', () => {
    expect(kept.length).toBeLessThan(BOOTSTRAP.length / 3);
  });

  it("keeps the classes the shop's sources name, and drops components it never uses", () => {
    for (const c of ['container', 'btn', 'btn-primary', 'form-control', 'visually-hidden', 'spinner-border', 'table'])
      expect(keptClasses).toContain(c);
    for (const c of ['carousel', 'navbar-brand', 'dropdown-item', 'list-group-item', 'popover', 'tooltip-inner'])
      expect(keptClasses).not.toContain(c);
  });

  it("keeps the drawers', dialogs', accordion's and tabs' rules out of what every page waits for, and only those in the overlays' sheet", () => {
    for (const c of ['offcanvas', 'modal-dialog', 'accordion-button', 'btn-close', 'tab-pane', 'nav-tabs']) {
      expect(keptClasses).not.toContain(c);
      expect(overlayClasses).toContain(c);
    }
    for (const c of ['container', 'btn-primary', 'form-control', 'row', 'table']) expect(overlayClasses).not.toContain(c);
  });

  it('is imported by every module that shows a drawer, a dialog, an accordion or tabs', () => {
    const files = globSync(STOREFRONT_SOURCES.content, { exclude: STOREFRONT_SOURCES.skipped }).filter((f) => f.endsWith('.tsx'));
    const showing = files.filter((f) =>
      /import \{[^}]*\b(Offcanvas|Modal|Accordion|Tabs)\b[^}]*\} from 'react-bootstrap'/.test(readFileSync(f, 'utf8')),
    );
    expect(showing.length).toBeGreaterThanOrEqual(6);
    for (const file of showing) {
      const imported = [...readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map((m) =>
        path.resolve(path.dirname(file), m[1] as string),
      );
      expect(imported, file).toContain(STOREFRONT_OVERLAYS);
    }
  });

  it('keeps every class a badge can get from an order status (`text-bg-${statusTone(…)}`)', () => {
    for (const tone of ['success', 'warning', 'danger', 'secondary', 'info']) expect(keptClasses).toContain(`text-bg-${tone}`);
  });

  it('keeps the rules of the elements rich text may hold, and the custom properties our own styles read', () => {
    expect(kept).toMatch(/(^|[},])blockquote\s*\{/);
    expect(kept).toMatch(/(^|[},])caption\s*\{/);
    expect(kept).toMatch(/--bs-secondary-color:/);
    expect(kept).toMatch(/--bs-border-radius-lg:/);
  });

  it('keeps every class of the offcanvas drawer (header menu, search filters), opened and closed', async () => {
    function Drawer() {
      const [show, setShow] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShow(true)}>
            Open
          </button>
          <Offcanvas show={show} onHide={() => setShow(false)} placement="start" aria-labelledby="t">
            <Offcanvas.Header closeButton closeLabel="Close menu">
              <Offcanvas.Title id="t">Menu</Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body>Categories</Offcanvas.Body>
          </Offcanvas>
        </>
      );
    }
    const shown = await classesShownDuring(async () => {
      render(<Drawer />);
      fireEvent.click(screen.getByText('Open'));
      await waitFor(() => expect(document.querySelector('.offcanvas.show')).not.toBeNull());
      fireEvent.click(screen.getByLabelText('Close menu'));
      await waitFor(() => expect(document.querySelector('.offcanvas')).toBeNull());
    });
    expect(shown).toContain('offcanvas-backdrop');
    expect(lost(shown)).toEqual([]);
  });

  it('keeps every class of the dialogs (quote request, cancelling an order)', async () => {
    const shown = await classesShownDuring(async () => {
      render(
        <Modal show onHide={() => {}} size="lg" backdrop="static" centered aria-labelledby="m">
          <Modal.Header closeButton>
            <Modal.Title id="m">Request Form</Modal.Title>
          </Modal.Header>
          <Modal.Body>Form</Modal.Body>
        </Modal>,
      );
      await waitFor(() => expect(document.querySelector('.modal.show')).not.toBeNull());
      // A click on a static backdrop makes the dialog bounce (`modal-static`).
      await act(async () => fireEvent.click(document.querySelector('.modal') as Element));
    });
    expect(shown).toContain('modal-dialog-centered');
    expect(lost(shown)).toEqual([]);
  });

  it('keeps every class of the FAQ accordion and the wallet tabs, as they open and switch', async () => {
    const shown = await classesShownDuring(async () => {
      render(
        <>
          <Accordion defaultActiveKey="0">
            <Accordion.Item eventKey="0">
              <Accordion.Header as="h2">First</Accordion.Header>
              <Accordion.Body>One</Accordion.Body>
            </Accordion.Item>
            <Accordion.Item eventKey="1">
              <Accordion.Header as="h2">Second</Accordion.Header>
              <Accordion.Body>Two</Accordion.Body>
            </Accordion.Item>
          </Accordion>
          <Tabs defaultActiveKey="community" id="tabs" className="mb-3">
            <Tab eventKey="community" title="Your Community">
              Orders
            </Tab>
            <Tab eventKey="coupons" title="Redeemed Coupon">
              Coupons
            </Tab>
          </Tabs>
        </>,
      );
      fireEvent.click(screen.getByText('Second'));
      fireEvent.click(screen.getByText('Redeemed Coupon'));
      await waitFor(() => expect(screen.getByText('Second').className).not.toContain('collapsed'));
    });
    expect(shown).toContain('accordion-button');
    expect(shown).toContain('tab-pane');
    expect(lost(shown)).toEqual([]);
  });
});

describe('what the cut reads from our sources', () => {
  it('takes the prefix of a class built in a className template, not of any other template', () => {
    expect(templatePrefixes('<span className={`badge text-bg-${tone}`} key={`gap-${i}`} />')).toEqual(['text-bg-']);
    expect(templatePrefixes('className={`btn btn-outline-${tone} w-100`}')).toEqual(['btn-outline-']);
  });

  it("finds Bootstrap's custom properties in styles and inline styles", () => {
    expect(bootstrapVariables('color: var(--bs-secondary-color); style={{ gap: "var(--bs-gutter-x)" }}')).toEqual([
      '--bs-secondary-color',
      '--bs-gutter-x',
    ]);
  });
});
