import { test as base, expect } from '@playwright/test';

export { expect };

/**
 * Playwright's test, with every page watched for content security policy violations: the server's policy
 * must allow everything the app really does, so a test that triggers a violation fails.
 */
export const test = base.extend<{ cspViolations: void }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
