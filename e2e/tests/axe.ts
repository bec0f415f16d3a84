import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures.ts';

/** WCAG 2.1 AA violations on the page, one line each: rule and the elements at fault. */
export async function findAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Details of passing checks are not read: not computing them makes a scan faster. Set
    // before withTags: options() replaces every option, the tags included.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** WCAG 2.1 AA, as the association's members need: no violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await findAxeViolations(page)).toEqual([]);
}
