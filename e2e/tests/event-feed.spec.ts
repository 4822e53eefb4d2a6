import path from 'node:path';
import { expect, test } from '@playwright/test';
import { acceptCookies, acceptPrivacyPolicy, DEMO, registerProfessional, signInPage } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createOwnOpportunity } from '../support/matching';

// A professional's activity feed (002 §2.10, §5, §6, §8; issue 23 item 3): a recruiter adds an event with an
// attachment, edits it, and, after enrolling the professional through the API, sees the automatic event the product
// wrote itself, which offers no edit. On a phone (390 px), in English. The professional and the opportunity are the
// journey's own.

const ATTACHMENT = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/cv.pdf');
const LONG_COMMENT = 'Called about the Kotlin opening; she is available from next month.';

test.use({ locale: 'en-US' });

test('a recruiter adds and edits a feed event with an attachment, then sees the automatic enrolment event', async ({
  page,
  baseURL,
}) => {
  const professional = await registerProfessional(page.request, { firstName: 'Fernanda', lastName: 'Feed' });
  await page.addInitScript(() => window.localStorage.setItem('mosaico.language', 'en-US'));
  await acceptCookies(page, baseURL ?? '');
  const token = await signInPage(page, DEMO.recruiter);
  await acceptPrivacyPolicy(page.request, token);
  const titulo = `Feed journey ${Date.now()}`;
  const opportunityId = await createOwnOpportunity(page.request, token, { titulo });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/professional/${professional.id}`);
  await page.getByRole('switch', { name: 'Feed' }).click();
  const feed = page.getByRole('region', { name: 'Feed' });
  await expect(feed.getByText('There are no events registered')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add: a call, today, a comment long enough to be cut, and a PDF.
  await feed.getByRole('button', { name: 'Add event' }).click();
  const add = page.getByRole('dialog', { name: 'Add event' });
  await add.getByRole('combobox', { name: /^Event/ }).click();
  // Automatic types are not offered.
  await expect(page.getByRole('option', { name: 'Application' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Call' }).click();
  await add.getByRole('textbox', { name: 'Comment' }).fill(LONG_COMMENT);
  await add.locator('input[type="file"]').setInputFiles(ATTACHMENT);
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event updated successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const call = feed.getByRole('listitem').filter({ hasText: 'Call' });
  await expect(call.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(call.getByRole('link', { name: 'cv.pdf' })).toBeVisible();
  // 002 §5: cut at 20 characters, whole on demand.
  await expect(call.getByText('Called about the Kot…')).toBeVisible();
  await call.getByRole('button', { name: 'Show more' }).click();
  await expect(call.getByText(LONG_COMMENT)).toBeVisible();
  await call.getByRole('button', { name: 'Show less' }).click();

  // Edit: an interview now, the attachment kept.
  await call.getByRole('button', { name: 'Edit event Call' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByRole('link', { name: 'cv.pdf' })).toBeVisible();
  await edit.getByRole('combobox', { name: /^Event/ }).click();
  await page.getByRole('option', { name: 'Interview' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event updated successfully').first()).toBeVisible();
  await expect(edit).toBeHidden();
  const interview = feed.getByRole('listitem').filter({ hasText: 'Interview' });
  await expect(interview.getByRole('link', { name: 'cv.pdf' })).toBeVisible();

  // Enrolled through the API: the product writes the automatic event, which cannot be edited.
  const enrolled = await page.request.post(`/api/opportunity/${opportunityId}/becomeCandidate`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      activeLanguage: 'en-US',
      _usuario: { _id: professional.id },
      conversionType: 'inscribe',
      triageRecruitmentOptions: {
        capture: 'Busca',
        source: 'LinkedIn',
        date: new Date().toISOString().slice(0, 10),
        details: '',
      },
      byRH: true,
    },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  await page.reload();
  await page.getByRole('switch', { name: 'Feed' }).click();
  const automatic = page
    .getByRole('region', { name: 'Feed' })
    .getByRole('listitem')
    .filter({ hasText: 'Enrolled by HR' });
  await expect(automatic).toBeVisible();
  await expect(automatic.getByRole('link', { name: new RegExp(titulo) })).toHaveAttribute('target', '_blank');
  await expect(automatic.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
