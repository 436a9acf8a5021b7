import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './env';

export interface StoredRecord {
  id: string;
  created_at: string;
  [key: string]: unknown;
}

/** Reads what local-api stored (GET /__admin/<collection>). */
export async function storedRecords(request: APIRequestContext, collection: string): Promise<StoredRecord[]> {
  const response = await request.get(`${apiUrl}/__admin/${collection}`);
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data: StoredRecord[] };
  return body.data;
}

export const test = base.extend<{ pageErrors: string[] }>({
  // Any uncaught error in the page fails the test: a broken page is never "passing".
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
