import type { Lazy } from '../app/deferredPage';
import { ACCOUNT_BASE, pageByInternal } from '../content/routes';
import { loadRelay } from '../relay/sessionEnvironment';

/**
 * A page whose content reads Relay as soon as it renders (the donation form's query, answered from the prerendered
 * records), with Relay's code fetched beside its own: a deferred page is then taken over in one go. Otherwise its part
 * was hydrated first and the form waited inside it for Relay, its HTML kept meanwhile — the „parts hydrated“ mark
 * (<html data-parts>) came before the form could answer a tap (stop 38's local CI). Here, not in pageRoutes.tsx: this
 * chunk is not part of what every page loads first.
 */
const withRelay = <T,>(page: Promise<T>): Promise<T> => Promise.all([page, loadRelay()]).then(([loaded]) => loaded);

/**
 * Every page's component, loaded on demand. A chunk of its own, fetched with the first page's code that is needed
 * (pageRoutes.tsx): the names and imports of some forty pages are not part of what every page loads first.
 */
export const BUILT: Record<string, Lazy> = {
  '/calculator': async () => ({ Component: (await import('./calculator/CalculatorPage')).CalculatorPage }),
  '/': async () => ({ Component: (await import('./start/StartPage')).StartPage }),
  '/projects': async () => ({ Component: (await import('./projects/ProjectsPage')).ProjectsPage }),
  '/projects/{project}': async () => ({ Component: (await import('./project/ProjectPage')).ProjectPage }),
  '/projects/{project}/donate': async () => ({
    Component: (await withRelay(import('./project/ProjectDonatePage'))).ProjectDonatePage,
  }),
  '/donate': async () => {
    const { DonatePage } = await withRelay(import('./donate/DonatePage'));
    const page = pageByInternal('/donate');
    return {
      Component: () => <DonatePage project={null} title={page.title} heading={page.heading} intro={page.intro} />,
    };
  },
  '/auth/register': async () => ({ Component: (await import('./auth/RegisterPage')).RegisterPage }),
  '/auth/register-resend': async () => ({ Component: (await import('./auth/RegisterResendPage')).RegisterResendPage }),
  '/auth/confirm-sign-up': async () => ({ Component: (await import('./auth/ConfirmSignUpPage')).ConfirmSignUpPage }),
  '/auth/login': async () => ({ Component: (await import('./auth/LoginPage')).LoginPage }),
  '/auth/forgot-password': async () => ({ Component: (await import('./auth/ForgotPasswordPage')).ForgotPasswordPage }),
  '/auth/reset-password': async () => ({ Component: (await import('./auth/ResetPasswordPage')).ResetPasswordPage }),
  '/auth/relogin': async () => ({ Component: (await import('./auth/ReloginPage')).ReloginPage }),
  '/user/confirm-email': async () => ({ Component: (await import('./auth/ConfirmEmailPage')).ConfirmEmailPage }),
  '/newsletter/confirmation': async () => ({
    Component: (await import('./newsletter/NewsletterConfirmPage')).NewsletterConfirmPage,
  }),
  '/gift/{token}': async () => ({ Component: (await import('./gift/GiftCertificatePage')).GiftCertificatePage }),
  '/team/task/{id}': async () => ({ Component: (await import('./team/TeamTaskPage')).TeamTaskPage }),
  '/abo/manage/{id}': async () => ({ Component: (await import('./abo/ManageAboPage')).ManageAboPage }),
  '/about': async () => ({ Component: (await import('./about/AboutPage')).AboutPage }),
  '/contact': async () => ({ Component: (await import('./contact/ContactPage')).ContactPage }),
  '/legal/faq': async () => ({ Component: (await import('./legal/FaqPage')).FaqPage }),
  '/legal/imprint': async () => ({ Component: (await import('./legal/ImprintPage')).ImprintPage }),
  '/legal/privacy': async () => ({ Component: (await import('./legal/PrivacyPage')).PrivacyPage }),
  '/legal/terms': async () => ({ Component: (await import('./legal/TermsPage')).TermsPage }),
  '/user/dashboard': async () => ({ Component: (await import('./account/DashboardPage')).DashboardPage }),
  '/user/plantbook': async () => ({ Component: (await import('./account/PlantbookPage')).PlantbookPage }),
  '/user/treedepot': async () => ({ Component: (await import('./account/TreeDepotPage')).TreeDepotPage }),
  '/user/subscriptions-and-donations': async () => ({
    Component: (await import('./account/SubscriptionsPage')).SubscriptionsPage,
  }),
  '/user/cancel-subscription-confirm': async () => ({
    Component: (await import('./account/CancelSubscriptionPage')).CancelSubscriptionPage,
  }),
  '/user/profile': async () => ({ Component: (await import('./account/ProfilePage')).ProfilePage }),
  '/user/edit-profile': async () => ({ Component: (await import('./account/EditProfilePage')).EditProfilePage }),
  '/user/update-password': async () => ({
    Component: (await import('./account/UpdatePasswordPage')).UpdatePasswordPage,
  }),
  '/user/update-email': async () => ({ Component: (await import('./account/UpdateEmailPage')).UpdateEmailPage }),
  '/user/cancel-account-confirm': async () => ({
    Component: (await import('./account/CancelAccountPage')).CancelAccountPage,
  }),
  // Success pages only right after the action (issue 16); opened directly they lead to where the Abo or account is.
  '/user/cancel-subscription-success': async () => {
    const { OutcomePage } = await import('./account/OutcomePage');
    return {
      Component: () => (
        <OutcomePage internal="/user/cancel-subscription-success" fallback={`${ACCOUNT_BASE}/abo-spenden`} />
      ),
    };
  },
  '/user/cancel-account-success': async () => {
    const { OutcomePage } = await import('./account/OutcomePage');
    return {
      Component: () => <OutcomePage internal="/user/cancel-account-success" fallback={`${ACCOUNT_BASE}/profil`} />,
    };
  },
  '/dev/navigation-links': async () => {
    const { DevNavigationPage } = await import('./devNavigation/DevNavigationPage');
    return { Component: () => <DevNavigationPage level="root" /> };
  },
  '/dev/navigation-links/{item}': async () => {
    const { DevNavigationPage } = await import('./devNavigation/DevNavigationPage');
    return { Component: () => <DevNavigationPage level="item" /> };
  },
  '/dev/navigation-links/{item}/unterseite': async () => {
    const { DevNavigationPage } = await import('./devNavigation/DevNavigationPage');
    return { Component: () => <DevNavigationPage level="sub" /> };
  },
};
