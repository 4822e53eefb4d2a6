import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';

export interface NavLinkItem {
  key: string;
  label: string;
  to: string;
}

export interface NavGroupItem {
  key: string;
  label: string;
  links: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'links' in item;
}

/** The top menus per role, as 002 §2.2 and 000 §2 list them. */
export function useNavigationItems(): NavItem[] {
  const { t } = useTranslation('layout');
  const { user, isRecruiter } = useAuth();
  if (!user) return [];
  if (isRecruiter) {
    return [
      {
        key: 'opportunities',
        label: t('nav.opportunities'),
        links: [
          { key: 'find-opportunities', label: t('nav.findOpportunities'), to: paths.opportunitiesSearch },
          { key: 'new-opportunity', label: t('nav.newOpportunity'), to: paths.opportunityCreate },
        ],
      },
      { key: 'professionals', label: t('nav.professionals'), to: paths.professionals },
      {
        key: 'kanban',
        label: t('nav.kanban'),
        links: [
          { key: 'kanban-opportunities', label: t('nav.kanbanOpportunities'), to: paths.kanban },
          { key: 'kanban-talents', label: t('nav.kanbanTalents'), to: paths.talentKanban },
        ],
      },
      { key: 'reports', label: t('nav.reports'), to: paths.reports() },
    ];
  }
  return [
    { key: 'opportunities', label: t('nav.opportunities'), to: paths.home },
    { key: 'applications', label: t('nav.applications'), to: paths.myCandidatures },
    {
      key: 'professional-profile',
      label: t('nav.professionalProfile'),
      to: paths.professionalProfile(user.id),
    },
  ];
}

/** The welcome dropdown's entries (the professional profile entry is for recruiters only, 002 §2.2). */
export function useUserMenuItems(): NavLinkItem[] {
  const { t } = useTranslation('layout');
  const { user, isRecruiter } = useAuth();
  if (!user) return [];
  const items: NavLinkItem[] = [];
  if (isRecruiter) {
    items.push({
      key: 'professional-profile',
      label: t('user.professionalProfile'),
      to: paths.professionalProfile(user.id),
    });
  }
  items.push(
    {
      key: 'personal-information',
      label: t('user.personalInformation'),
      to: paths.personalInformation(user.id),
    },
    { key: 'settings', label: t('user.settings'), to: paths.settings(user.id) },
  );
  // Recruiters and managers must keep a second factor and see many people's data: their own screen for it and
  // their sessions (issue 26). Professionals find the same in their settings.
  if (isRecruiter) {
    items.push({ key: 'account-security', label: t('user.accountSecurity'), to: paths.accountSecurity });
  }
  return items;
}
