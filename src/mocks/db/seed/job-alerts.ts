import { PERSONA_USER_IDS } from '../personas';
import type { JobAlert } from '../schemas';
import { DAY, type SeedContext } from './context';

/** Camila's two job alerts (one paused); Mateo, the new candidate, has none. */
export function seedJobAlerts({ now, iso, uuid }: SeedContext): JobAlert[] {
  const alert = (
    name: string,
    criteria: JobAlert['criteria'],
    active: boolean,
    ageDays: number,
  ): JobAlert => ({
    id: uuid(),
    candidateId: PERSONA_USER_IDS.camila,
    name,
    criteria,
    active,
    notifiedOfferIds: [],
    createdAt: iso(now - ageDays * DAY),
    updatedAt: iso(now - ageDays * DAY),
  });
  return [
    alert('Tecnología · Remoto', { category: 'Tecnología', modality: 'remoto' }, true, 12),
    alert('Datos · Chile', { category: 'Datos', place: 'Chile' }, false, 30),
  ];
}
