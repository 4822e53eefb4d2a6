import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptCookies, apiSignIn, DEMO, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

// Issue 25 items 3, 4, 6 and 9 (002 §2.12, §3, §7.1, §8): a manager opens the evaluations report and the
// deleted-profiles report from /reports (en-US), and takes the deleted profiles away as both CSVs, parsed back
// here: the data CSV without BOM and with commas, the Excel CSV with a BOM (comma in English), both CRLF, with the
// preamble and a formula-looking comment neutralised.
// Also: the report sent by e-mail shows in the development mailbox with its CSV attached, downloaded back here.

/** A small RFC 4180 reader (quoted cells may hold separators, quotes and line breaks). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function download(page: Page, dialog: Locator, item: 'CSV (data)' | 'CSV (Excel)'): Promise<string> {
  await dialog.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^mosaico-deleted-profiles-.*\.csv$/);
  return readFile((await file.path()) as string, 'utf8');
}

test.describe('reports: modals and CSV exports', () => {
  test.use({ locale: 'en-US' });

  test('a manager reads both modals and downloads both CSVs of the deleted profiles', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now();
    const managerToken = await apiSignIn(page.request, DEMO.manager);
    const userName = `Removida, Pessoa ${stamp}`;
    const recorded = await page.request.post('/api/deletedProfile', {
      headers: { authorization: `Bearer ${managerToken}` },
      data: { userName, userEmail: `removida-${stamp}@mosaico.test`, comment: '=HYPERLINK("http://x")' },
    });
    expect(recorded.status(), await recorded.text()).toBe(200);

    await acceptCookies(page, baseURL ?? '');
    await signInPage(page, DEMO.manager);
    await page.goto('/reports');

    // Deleted profiles: every record, the seeded one among them, with only what the deletion kept.
    await page.getByRole('button', { name: 'Deleted profiles' }).click();
    const deleted = page.getByRole('dialog', { name: 'Deleted profiles' });
    await expect(deleted).toBeVisible();
    await deleted.getByRole('checkbox', { name: 'Every record (all dates)' }).check();
    const table = deleted.getByRole('table');
    await expect(table.getByRole('row', { name: new RegExp(`Pessoa ${stamp}`) })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'E-mail', 'Deleted on', 'Comment']);
    await expectNoSeriousA11yViolations(page);

    const data = await download(page, deleted, 'CSV (data)');
    expect(data.charCodeAt(0)).not.toBe(0xfeff);
    expect(data).toContain('\r\n');
    expect(data).not.toContain('sep=');
    const dataRows = parseCsv(data, ',');
    expect(dataRows[0]).toEqual(['Report', 'Deleted profiles']);
    expect(dataRows.some((row) => row[0] === 'Exported by')).toBe(true);
    const seeded = dataRows.find((row) => row[0] === userName);
    expect(seeded).toBeDefined();
    expect(seeded?.[1]).toBe(`removida-${stamp}@mosaico.test`);
    expect(seeded?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(seeded?.[3]).toBe(`'=HYPERLINK("http://x")`);

    const excel = await download(page, deleted, 'CSV (Excel)');
    expect(excel.charCodeAt(0)).toBe(0xfeff);
    expect(excel).not.toContain('sep=');
    const excelRows = parseCsv(excel.slice(1), ',');
    expect(excelRows.find((row) => row[0] === 'Name')).toEqual(['Name', 'E-mail', 'Date', 'Comment']);
    expect(excelRows.find((row) => row[0] === userName)?.[2]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );

    // Sent by e-mail: with no SMTP the development mailbox keeps it, and lists the CSV it carries as a download.
    await deleted.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Send by e-mail' }).click();
    await expect(page.getByText('The report was sent to your e-mail.')).toBeVisible();
    await deleted.getByRole('button', { name: /close/i }).first().click();
    await expect(deleted).toBeHidden();
    const reportsUrl = page.url();
    await page.goto('/dev/mailbox');
    const mail = page
      .getByRole('article')
      .filter({ hasText: DEMO.manager })
      .filter({ has: page.getByRole('link', { name: /^mosaico-deleted-profiles-.*-excel\.csv$/ }) })
      .first();
    await expect(mail).toBeVisible();
    await expect(mail.getByRole('heading', { level: 3, name: 'Attachments' })).toBeVisible();
    await expect(mail.getByText(/text\/csv; charset=utf-8 · [\d.,]+ (byte|kB)/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const [attached] = await Promise.all([
      page.waitForEvent('download'),
      mail.getByRole('link', { name: /^mosaico-deleted-profiles-.*-excel\.csv$/ }).click(),
    ]);
    expect(attached.suggestedFilename()).toMatch(/^mosaico-deleted-profiles-.*-excel\.csv$/);
    const mailed = await readFile((await attached.path()) as string, 'utf8');
    expect(mailed.charCodeAt(0)).toBe(0xfeff);
    expect(parseCsv(mailed.slice(1), ',').some((row) => row[0] === userName)).toBe(true);
    await page.goto(reportsUrl);

    // Evaluations report: today .. today + 7 by default; a manager may choose all responsibles.
    await page.getByRole('button', { name: 'Evaluations report' }).click();
    const evaluations = page.getByRole('dialog', { name: 'Evaluations report' });
    await expect(evaluations).toBeVisible();
    const start = await evaluations.getByLabel('Start').inputValue();
    const end = await evaluations.getByLabel('End').inputValue();
    expect(new Date(`${end}T12:00:00Z`).getTime() - new Date(`${start}T12:00:00Z`).getTime()).toBe(
      7 * 86_400_000,
    );
    await evaluations.getByRole('combobox', { name: 'Responsible' }).click();
    await page.getByRole('option', { name: 'All responsibles' }).click();
    await expect(
      evaluations.getByRole('table').or(evaluations.getByText('No evaluations in the period')),
    ).toBeVisible();
    // Dates out of order are refused with the spec's message.
    await evaluations.getByLabel('Start').fill(end);
    await evaluations.getByLabel('End').fill(start);
    await expect(evaluations.getByRole('alert')).toHaveText('Dates out of chronological order.');
    await expectNoSeriousA11yViolations(page);
  });
});
