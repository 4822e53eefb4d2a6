import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { loadNamespaces } from '../../../i18n';
import { useAuth } from '../../auth';
import { HomePage } from '../../home/routes/home-page';

// Recruiters' board ships separately: candidates and visitors never download it (docs/performance.md budget).
const RecruiterHomePage = lazy(async () => {
  const [screen] = await Promise.all([import('./recruiter-home-page'), loadNamespaces(['recruiter'])]);
  return { default: screen.RecruiterHomePage };
});

/** `/`: recruiters land on their own work (issue 8 item 3); everyone else on the candidates' home. */
export function LandingPage() {
  const { isRecruiter } = useAuth();
  if (!isRecruiter) return <HomePage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <RecruiterHomePage />
    </Suspense>
  );
}
