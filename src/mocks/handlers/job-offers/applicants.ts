/** The applicants of an offer, for its company's staff. */
import { applicantsQuery } from '../../../shared/contract';
import { db } from '../../db';
import { ownCompanyOffer } from '../lib/access';
import { paginate, sortRows } from '../lib/paging';
import type { UserContext } from '../lib/route';
import { readQuery } from '../lib/validation';
import { applicationView, matchSkills, searchTerms } from '../lib/views';

export function listApplicants({ url, params, user }: UserContext) {
  const offer = ownCompanyOffer(user, params.id!);
  const query = readQuery(url, applicantsQuery);
  const terms = searchTerms(query.search);
  const rows = db.applications.where('jobOfferId', offer.id).flatMap((app) => {
    const candidate = db.users.get(app.candidateId);
    if (!candidate) return [];
    if (query.status && app.status !== query.status) return [];
    if (query.stageStatus && !app.stages.some((s) => s.status === query.stageStatus)) return [];
    if (terms.length) {
      const text = `${candidate.name} ${candidate.lastName} ${candidate.email}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      if (!terms.every((t) => text.includes(t))) return [];
    }
    return [{ app, candidate, match: matchSkills(candidate.skills, offer.requiredSkills) }];
  });
  sortRows(rows, query.sortOrder, {
    key: (row) =>
      query.sortBy === 'candidateName'
        ? `${row.candidate.name} ${row.candidate.lastName}`
        : query.sortBy === 'match'
          ? row.match.percent
          : row.app.createdAt,
    text: query.sortBy === 'candidateName',
    idOf: (row) => row.app.id,
  });
  return paginate(rows, query, (row) => ({ ...applicationView(row.app), match: row.match }));
}
