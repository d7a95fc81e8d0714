import type { AppView } from '@/features/auth';

export interface NavTab {
  label: string;
  to: string;
}

/** The tabs of each view (product spec §2, "Top bar and navigation"). */
export const NAV_TABS: Record<AppView, NavTab[]> = {
  recruiter: [
    { label: 'Inicio', to: '/app/recruiter/dashboard' },
    { label: 'Tareas', to: '/app/recruiter/candidates' },
    { label: 'Organización', to: '/app/recruiter/admin/company' },
  ],
  candidate: [
    { label: 'Inicio', to: '/app/feed' },
    { label: 'Mis Aplicaciones', to: '/app/my-cvs' },
    { label: 'Favoritos', to: '/app/favorites' },
  ],
};

/** The tab the path belongs to (the longest matching prefix), or false. */
export function activeTab(tabs: NavTab[], pathname: string): string | false {
  const match = tabs
    .filter((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return match?.to ?? false;
}
