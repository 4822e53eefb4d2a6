import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  CV_DOCX,
  followMailboxLink,
  isCandidateOf,
  mailedLink,
  publicOpportunityId,
  signUpUnconfirmed,
  storedToken,
  uniqueEmail,
} from './auth-helpers';

// Journeys 4 and 5: signing up from an opportunity ends with the visitor applied to it (000 §4), and an expired
// confirmation link is renewed on the expired-token screen and continues to the application.
test.describe('sign-up from an opportunity', () => {
  test('a visitor signs up from an opportunity and ends applied on the candidature details', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const opportunityId = await publicOpportunityId(page.request);
    const email = uniqueEmail('apply');

    // Sign-in carrying the opportunity: its own title and a 'Continue' button; a failure goes to sign-up.
    await page.goto(`/login?opportunityId=${opportunityId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in or sign up to apply to this opportunity' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-registered-yet');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/signup\\?opportunityId=${opportunityId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account to apply to this opportunity' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Step 1.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tiago');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Moreira');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('quiet-harbour-58');
    await page.getByRole('checkbox', { name: 'I am a person with a disability' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2, carrying the opportunity.
    await expect(page).toHaveURL(new RegExp(`/signup-location\\?opportunityId=${opportunityId}$`));
    await page.getByRole('textbox', { name: /Place of residence/ }).fill('Port');
    await page.getByRole('option', { name: 'Porto, Porto, Portugal' }).click();
    await page.getByRole('textbox', { name: /Main phone/ }).fill('+55 11 99999-0000');
    await page.locator('input[type="file"]').setInputFiles(CV_DOCX);
    await expect(page.getByText('cv.docx attached. Choose another file to replace it.')).toBeVisible();
    await page.getByRole('checkbox', { name: /I have read and accept the terms of use/ }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

    // The mailed link validates and applies in one go, then opens the candidature details after 1.5 s.
    await followMailboxLink(page, email, /\/signup-candidature\//);
    await expect(page.getByText('E-mail confirmed and application sent!', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(new RegExp(`/candidature-details/${opportunityId}\\?fromSignup=true$`));
    expect(await isCandidateOf(page.request, await storedToken(page), opportunityId)).toBe(true);
  });

  test('an expired confirmation link is renewed on the expired-token screen and continues to the application', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL ?? '');
    const opportunityId = await publicOpportunityId(page.request);
    const email = uniqueEmail('expired');
    await signUpUnconfirmed(page.request, { email, password: 'quiet-orchard-41', vaga: opportunityId });
    const link = await mailedLink(page.request, email, '/signup-candidature/');
    // /signup-candidature/{username}/{token}/{opportunityId}
    const [, , username = '', token = ''] = link.pathname.split('/');

    // A link whose token the API does not accept (here: altered) goes to the expired-token screen, whose renewal
    // then fails, offering a new e-mail instead.
    const altered = `${token.slice(0, -2)}${token.endsWith('aa') ? 'bb' : 'aa'}`;
    await page.goto(`/signup-candidature/${username}/${altered}/${opportunityId}`);
    await expect(page).toHaveURL(
      new RegExp(`/signup-expired-token/${username}/${altered}/${opportunityId}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Expired or Invalid Token' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Get a new link and continue' }).click();
    await expect(page.getByText('This link can no longer be renewed.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me a new confirmation e-mail' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The expired-token screen with the mailed token: auth/refreshToken renews it (expired or not; a test cannot
    // age a token by 48 h without a backdoor) and the sign-up continues with the new token to the application.
    await page.goto(`/signup-expired-token/${username}/${token}/${opportunityId}`);
    await page.getByRole('button', { name: 'Get a new link and continue' }).click();
    await expect(page).toHaveURL(/\/signup-candidature\//);
    expect(page.url()).not.toContain(token);
    await expect(page).toHaveURL(new RegExp(`/candidature-details/${opportunityId}\\?fromSignup=true$`));
    expect(await isCandidateOf(page.request, await storedToken(page), opportunityId)).toBe(true);

    // The renewal retired the mailed token: the old link now lands on the expired-token screen.
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Expired or Invalid Token' })).toBeVisible();
  });
});
