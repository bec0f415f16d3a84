import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures.ts';

/**
 * Waits for running CSS transitions (a menu growing in, a dialog fading in): axe measures
 * contrast on what it sees, and a half-opaque menu item is not what a person reads. Endless
 * animations (spinners) are not transitions; a stuck one gives up after two seconds.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

/** Each rule broken, with the elements at fault. */
type Findings = Map<string, string[]>;

async function scan(page: Page): Promise<Findings> {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page })
    // Details of passing checks are not read: not computing them makes a scan faster. Set
    // before withTags: options() replaces every option, the tags included.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Without frames, axe.run in the page itself: the default merges each frame's results in
    // a blank tab opened and closed for every scan, which costs more than the scan (ADR 052:
    // sweep visits up to 1.8 times as long). With frames, the default, which reads them
    // whatever their origin.
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return new Map(results.violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(' '))]));
}

/**
 * WCAG 2.1 AA violations on the page, one line each: rule and the elements at fault. What a
 * first scan finds is checked by a second one, and only what both find is reported: a message
 * bar or a dialog that began to fade in during the first scan is read again once it has
 * settled, while a fault that stays is found twice.
 */
export async function findAxeViolations(page: Page): Promise<string[]> {
  const first = await scan(page);
  if (first.size === 0) return [];
  const second = await scan(page);
  const lines: string[] = [];
  for (const [rule, targets] of first) {
    const again = targets.filter((target) => second.get(rule)?.includes(target));
    if (again.length > 0) lines.push(`${rule}: ${again.join(', ')}`);
  }
  return lines;
}

/** WCAG 2.1 AA, as the association's members need: no violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await findAxeViolations(page)).toEqual([]);
}
