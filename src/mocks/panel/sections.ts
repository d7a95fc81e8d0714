import type { ComponentType } from 'react';
import { DataSection } from './DataSection';
import { MailboxSection } from './MailboxSection';
import { NetworkSection } from './NetworkSection';
import { PersonasSection } from './PersonasSection';
import { SessionSection } from './SessionSection';

export interface DemoPanelSection {
  /** Stable id (used for the tab ids and to remember the open section). */
  id: string;
  /** Spanish title shown on the tab. */
  title: string;
  Component: ComponentType;
}

/**
 * The demo panel's sections, in display order (DESIGN.md §5: Buzón, Personas, Datos, Red,
 * Sesión). Pluggable: the mock identity provider adds "Buzón", "Personas" and "Sesión" by
 * adding entries to this array (Buzón and Personas before Datos, Sesión after Red).
 */
export const demoPanelSections: DemoPanelSection[] = [
  { id: 'buzon', title: 'Buzón', Component: MailboxSection },
  { id: 'personas', title: 'Personas', Component: PersonasSection },
  { id: 'datos', title: 'Datos', Component: DataSection },
  { id: 'red', title: 'Red', Component: NetworkSection },
  { id: 'sesion', title: 'Sesión', Component: SessionSection },
];
