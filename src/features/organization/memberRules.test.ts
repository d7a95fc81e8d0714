import { describe, expect, it } from 'vitest';
import { adminLossBlocked, LAST_ADMIN_MESSAGE, SELF_CHANGE_MESSAGE } from './memberRules';
import type { CompanyMember } from './model';

const member = (id: string, role: 'admin' | 'recruiter', active = true): CompanyMember => ({
  id,
  name: id,
  lastName: '',
  email: `${id}@ejemplo.com`,
  avatar: null,
  roles: [role],
  role,
  active,
  createdAt: '2026-01-01T00:00:00Z',
  version: 1,
});

describe('adminLossBlocked', () => {
  it('never lets admins demote or deactivate themselves', () => {
    const me = member('yo', 'admin');
    expect(adminLossBlocked(me, 'yo', [me, member('otra', 'admin')])).toBe(SELF_CHANGE_MESSAGE);
  });

  it('keeps at least one active admin', () => {
    const only = member('unica', 'admin');
    const inactive = member('inactiva', 'admin', false);
    const members = [only, inactive, member('rec', 'recruiter')];
    expect(adminLossBlocked(only, 'otro', members)).toBe(LAST_ADMIN_MESSAGE);
    expect(adminLossBlocked(only, 'otro', [...members, member('segunda', 'admin')])).toBeNull();
  });

  it('lets recruiters and inactive admins be changed', () => {
    const members = [
      member('yo', 'admin'),
      member('rec', 'recruiter'),
      member('ex', 'admin', false),
    ];
    expect(adminLossBlocked(members[1]!, 'yo', members)).toBeNull();
    expect(adminLossBlocked(members[2]!, 'yo', members)).toBeNull();
  });
});
